import * as React from 'react';
import Button from '@mui/material/Button';
import { styled, useTheme, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import type { AtlasLinkComponent } from '../../internal/link';
import { headingTag } from '../../internal/stateLayout';
import type { HeadingLevel } from '../../internal/stateLayout';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { valetBannerClasses } from './valetBannerClasses';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasValetBanner';

/** The three banner pictures; the caller picks one (the app at random, SPEC §2). */
export type ValetBannerImage = 1 | 2 | 3;

export interface ValetBannerProps {
  /**
   * The title.
   * @default 'Submit your project and get free quotes in 1-hour'
   */
  title?: string | undefined;
  /**
   * The compact banner: its button reads "Get 5 Free Quotes" instead of "Start now!".
   * @default false
   */
  minimal?: boolean | undefined;
  /**
   * The button's text.
   * @default minimal ? 'Get 5 Free Quotes' : 'Start now!'
   */
  buttonText?: string | undefined;
  /**
   * Where the button goes.
   * @default '/project-submission'
   */
  href?: string | undefined;
  /**
   * Which of the three pictures to show.
   * @default 1
   */
  image?: ValetBannerImage | undefined;
  /**
   * Level of the title's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel | undefined;
  /**
   * Renders the button's link: a plain `<a>` by default, or the app's router link.
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface ValetBannerOwnerState {
  minimal: boolean;
}

const ValetBannerRoot = styled('section', { name: NAME, slot: 'root' })<{
  ownerState: ValetBannerOwnerState;
}>(
  memoTheme(({ theme }) => ({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: theme.spacing(3),
    borderRadius: getAtlasTokens(theme).radius.lg,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    [theme.breakpoints.down('sm')]: { gridTemplateColumns: '1fr', textAlign: 'center' },
    variants: [
      { props: { minimal: false }, style: { padding: theme.spacing(4) } },
      { props: { minimal: true }, style: { padding: theme.spacing(2, 3) } },
    ],
  })),
);

const ValetBannerIllustration = styled('svg', { name: NAME, slot: 'illustration' })(
  memoTheme(({ theme }) => ({
    width: 96,
    height: 96,
    [theme.breakpoints.down('sm')]: { display: 'none' },
  })),
);

const ValetBannerTitle = styled('h2', { name: NAME, slot: 'title' })<{
  ownerState: ValetBannerOwnerState;
}>(
  memoTheme(({ theme }) => ({
    margin: 0,
    variants: [
      { props: { minimal: false }, style: theme.typography.h3 },
      { props: { minimal: true }, style: theme.typography.h6 },
    ],
  })),
);

const ValetBannerAction = styled('div', { name: NAME, slot: 'action' })({});

/** Three simple drawings in the banner's colours: a brief, a chat, a handshake of shapes. */
function Illustration({ image, ink }: { image: ValetBannerImage; ink: string }) {
  const common = { fill: 'none', stroke: ink, strokeWidth: 3, strokeLinecap: 'round' } as const;
  if (image === 2) {
    return (
      <>
        <rect x="10" y="18" width="52" height="36" rx="8" {...common} />
        <path d="M22 54l-6 12 16-12" {...common} />
        <rect x="38" y="42" width="48" height="30" rx="8" {...common} opacity={0.7} />
        <path d="M22 32h28M22 42h18" {...common} />
      </>
    );
  }
  if (image === 3) {
    return (
      <>
        <circle cx="34" cy="40" r="18" {...common} />
        <circle cx="62" cy="56" r="22" {...common} opacity={0.7} />
        <path d="M26 40l6 6 12-12" {...common} />
      </>
    );
  }
  return (
    <>
      <rect x="22" y="12" width="52" height="70" rx="6" {...common} />
      <path d="M34 30h28M34 42h28M34 54h18" {...common} />
      <path d="M58 70l8 8 16-18" {...common} opacity={0.7} />
    </>
  );
}

/**
 * The valet call to action: "Submit your project and get free quotes in 1-hour" with a button
 * to the project submission, and one of three pictures.
 */
export function ValetBanner(inProps: ValetBannerProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    title = 'Submit your project and get free quotes in 1-hour',
    minimal = false,
    buttonText = minimal ? 'Get 5 Free Quotes' : 'Start now!',
    href = '/project-submission',
    image = 1,
    headingLevel = 2,
    LinkComponent = 'a',
    className,
    sx,
  } = props;
  const theme = useTheme();
  const titleId = React.useId();
  const ownerState: ValetBannerOwnerState = { minimal };

  return (
    <ValetBannerRoot
      aria-labelledby={titleId}
      className={classNames(valetBannerClasses.root, className)}
      ownerState={ownerState}
      sx={sx}
    >
      <ValetBannerIllustration
        className={valetBannerClasses.illustration}
        viewBox="0 0 96 96"
        aria-hidden
      >
        <Illustration image={image} ink={theme.palette.primary.contrastText} />
      </ValetBannerIllustration>
      <ValetBannerTitle
        id={titleId}
        as={headingTag(headingLevel)}
        className={valetBannerClasses.title}
        ownerState={ownerState}
      >
        {title}
      </ValetBannerTitle>
      <ValetBannerAction className={valetBannerClasses.action}>
        <Button
          variant="contained"
          color="inherit"
          size={minimal ? 'medium' : 'large'}
          component={LinkComponent}
          href={href}
          sx={{ color: 'primary.main', bgcolor: 'primary.contrastText' }}
        >
          {buttonText}
        </Button>
      </ValetBannerAction>
    </ValetBannerRoot>
  );
}
