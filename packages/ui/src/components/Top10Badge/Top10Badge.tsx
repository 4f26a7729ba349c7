import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useControlled } from '@mui/material/utils';
import { classNames } from '../../internal/classNames';
import { ChevronDownIcon, TrophyIcon } from '../../internal/icons';
import type { AtlasLinkComponent } from '../../internal/link';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { top10BadgeClasses } from './top10BadgeClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasTop10Badge';

export type Top10BadgePosition = 'fixed' | 'static';

export interface Top10BadgeProps {
  /**
   * Where "Check now" goes.
   * @default '/top-companies/promote'
   */
  href?: string | undefined;
  /**
   * The message, e.g. naming the company's city.
   * @default 'Get your company into the TOP 10 of your city.'
   */
  message?: string | undefined;
  /**
   * The title.
   * @default 'TOP 10'
   */
  title?: string | undefined;
  /**
   * The link's text.
   * @default 'Check now'
   */
  linkText?: string | undefined;
  /** Collapsed to a small button. Controlled when given (e.g. collapsed on the promote pages). */
  collapsed?: boolean | undefined;
  /**
   * Collapsed at first when uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean | undefined;
  /** Called when the badge is collapsed or expanded. */
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined;
  /**
   * Accessible name of the collapse button.
   * @default 'Hide TOP 10 offer'
   */
  collapseLabel?: string | undefined;
  /**
   * Accessible name of the button that expands a collapsed badge.
   * @default 'Show TOP 10 offer'
   */
  expandLabel?: string | undefined;
  /**
   * `'fixed'` floats at the bottom-right of the viewport; `'static'` stays in the flow.
   * @default 'fixed'
   */
  position?: Top10BadgePosition | undefined;
  /**
   * Renders the link: a plain `<a>` by default, or the app's router link.
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface Top10BadgeOwnerState {
  position: Top10BadgePosition;
  collapsed: boolean;
}

const Top10BadgeRoot = styled('aside', { name: NAME, slot: 'root' })<{
  ownerState: Top10BadgeOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    maxWidth: 280,
    padding: theme.spacing(2),
    borderRadius: getAtlasTokens(theme).radius.lg,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: theme.shadows[8],
    variants: [
      {
        props: { position: 'fixed' },
        style: {
          position: 'fixed',
          insetInlineEnd: theme.spacing(2),
          bottom: theme.spacing(2),
          zIndex: theme.zIndex.speedDial,
        },
      },
      { props: { position: 'static' }, style: { position: 'relative' } },
      {
        props: { collapsed: true },
        style: { padding: theme.spacing(0.5), borderRadius: getAtlasTokens(theme).radius.pill },
      },
    ],
  })),
);

const Top10BadgeTitle = styled('h2', { name: NAME, slot: 'title' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.h6,
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    paddingInlineEnd: theme.spacing(4),
    '& svg': { color: theme.palette.primary.main },
  })),
);

const Top10BadgeMessage = styled('p', { name: NAME, slot: 'message' })(
  memoTheme(({ theme }) => ({
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
  })),
);

const Top10BadgeLink = styled('div', { name: NAME, slot: 'link' })({});

const Top10BadgeToggle = styled(IconButton, { name: NAME, slot: 'toggle' })(
  memoTheme(({ theme }) => ({
    position: 'absolute',
    insetInlineEnd: theme.spacing(1),
    top: theme.spacing(1),
  })),
);

const Top10BadgeExpand = styled(Button, { name: NAME, slot: 'toggle' })({ fontWeight: 800 });

/**
 * The floating "TOP 10" offer for an eligible company: a message and a "Check now" link; it
 * collapses to a small button and expands again.
 */
export function Top10Badge(inProps: Top10BadgeProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    href = '/top-companies/promote',
    message = 'Get your company into the TOP 10 of your city.',
    title = 'TOP 10',
    linkText = 'Check now',
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    collapseLabel = 'Hide TOP 10 offer',
    expandLabel = 'Show TOP 10 offer',
    position = 'fixed',
    LinkComponent = 'a',
    className,
    sx,
  } = props;
  const [collapsed, setCollapsedState] = useControlled({
    controlled: collapsedProp,
    default: defaultCollapsed,
    name: NAME,
    state: 'collapsed',
  });
  const setCollapsed = (next: boolean) => {
    setCollapsedState(next);
    onCollapsedChange?.(next);
  };
  const ownerState: Top10BadgeOwnerState = { position, collapsed };

  return (
    <Top10BadgeRoot
      aria-label={title}
      className={classNames(top10BadgeClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      {collapsed ? (
        <Top10BadgeExpand
          className={top10BadgeClasses.toggle}
          aria-label={expandLabel}
          aria-expanded={false}
          startIcon={<TrophyIcon aria-hidden />}
          onClick={() => setCollapsed(false)}
        >
          {title}
        </Top10BadgeExpand>
      ) : (
        <>
          <Top10BadgeTitle className={top10BadgeClasses.title}>
            <TrophyIcon aria-hidden />
            {title}
          </Top10BadgeTitle>
          <Top10BadgeMessage className={top10BadgeClasses.message}>{message}</Top10BadgeMessage>
          <Top10BadgeLink className={top10BadgeClasses.link}>
            <Button variant="contained" size="small" component={LinkComponent} href={href}>
              {linkText}
            </Button>
          </Top10BadgeLink>
          <Top10BadgeToggle
            className={top10BadgeClasses.toggle}
            size="small"
            aria-label={collapseLabel}
            aria-expanded
            onClick={() => setCollapsed(true)}
          >
            <ChevronDownIcon fontSize="small" />
          </Top10BadgeToggle>
        </>
      )}
    </Top10BadgeRoot>
  );
}
