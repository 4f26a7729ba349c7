import type * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { CloseIcon, TrophyIcon } from '../../internal/icons';
import type { AtlasLinkComponent } from '../../internal/link';
import { awardsBannerClasses } from './awardsBannerClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasAwardsBanner';

/** The phases of an awards edition that change the banner's link (SPEC §2). */
export type AwardsBannerPhase = 'voting' | 'nominees' | 'winners';

/** SPEC §2's link texts: "Vote now!", "View nominees!", "Check out the winners!". */
export const awardsBannerLinkTexts: Record<AwardsBannerPhase, string> = {
  voting: 'Vote now!',
  nominees: 'View nominees!',
  winners: 'Check out the winners!',
};

export interface AwardsBannerProps {
  /** The message, e.g. "The Agency Atlas Awards 2025 are here." */
  message: React.ReactNode;
  /** The link's text, e.g. `awardsBannerLinkTexts.voting` ("Vote now!"). */
  linkText: string;
  /** Where the link goes, e.g. "/awards-2025". */
  href: string;
  /**
   * Called by the close button; the app hides the banner and remembers it (a cookie per edition
   * and phase). Without it the banner cannot be closed.
   */
  onClose?: (() => void) | undefined;
  /**
   * Accessible name of the close button.
   * @default 'Close awards banner'
   */
  closeLabel?: string | undefined;
  /**
   * Accessible name of the banner's region.
   * @default 'Awards'
   */
  label?: string | undefined;
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

const AwardsBannerRoot = styled('section', {
  name: NAME,
  slot: 'root',
  // The link is MUI's own Link (so `component` stays typed); its theme overrides are applied
  // from here, the way MUI's Rating reaches its inner slots.
  overridesResolver: (_props, styles) => [
    styles.root,
    { [`& .${awardsBannerClasses.link}`]: styles.link },
  ],
})(
  memoTheme(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1, 6, 1, 2),
    position: 'relative',
    backgroundColor: '#0A0F1F',
    color: '#F5F7FB',
    ...theme.typography.body2,
    flexWrap: 'wrap',
    textAlign: 'center',
    '& > svg': { color: '#F2C14E' },
    [`& .${awardsBannerClasses.link}`]: { color: '#F2C14E', fontWeight: 700 },
  })),
);

const AwardsBannerMessage = styled('span', { name: NAME, slot: 'message' })({ fontWeight: 500 });

const AwardsBannerClose = styled(IconButton, { name: NAME, slot: 'close' })(
  memoTheme(({ theme }) => ({
    position: 'absolute',
    insetInlineEnd: theme.spacing(1),
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#F5F7FB',
  })),
);

/** The thin awards strip above the header: a message, a link to the edition and a close button. */
export function AwardsBanner(inProps: AwardsBannerProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    message,
    linkText,
    href,
    onClose,
    closeLabel = 'Close awards banner',
    label = 'Awards',
    LinkComponent = 'a',
    className,
    sx,
  } = props;

  return (
    <AwardsBannerRoot
      aria-label={label}
      className={classNames(awardsBannerClasses.root, className)}
      sx={sx}
    >
      <TrophyIcon fontSize="small" aria-hidden />
      <AwardsBannerMessage className={awardsBannerClasses.message}>{message}</AwardsBannerMessage>
      <Link className={awardsBannerClasses.link} component={LinkComponent} href={href}>
        {linkText}
      </Link>
      {onClose ? (
        <AwardsBannerClose
          className={awardsBannerClasses.close}
          size="small"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon fontSize="small" />
        </AwardsBannerClose>
      ) : null}
    </AwardsBannerRoot>
  );
}
