import * as React from 'react';
import { jsx as emotionJsx } from '@emotion/react';
import { alpha, useTheme, useThemeProps } from '@mui/material/styles';
import type { CSSObject, SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import {
  BudgetIcon,
  ClockIcon,
  ExternalLinkIcon,
  LocationIcon,
  TeamIcon,
} from '../../internal/icons';
import type { AtlasLinkComponent } from '../../internal/link';
import { visuallyHidden } from '../../internal/visuallyHidden';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { InitialsAvatar } from '../InitialsAvatar/InitialsAvatar';
import { RatingStars } from '../RatingStars/RatingStars';
import { ReviewCount } from '../ReviewCount/ReviewCount';
import { ServicesBreakdown } from '../ServicesBreakdown/ServicesBreakdown';
import type { ServicesBreakdownItem } from '../ServicesBreakdown/ServicesBreakdown';
import { servicesBreakdownClasses } from '../ServicesBreakdown/servicesBreakdownClasses';
import { SponsoredLabel } from '../SponsoredLabel/SponsoredLabel';
import { VerifiedBadge } from '../VerifiedBadge/VerifiedBadge';
import { companyCardClasses } from './companyCardClasses';
import { themedStyles, withSx } from '../../internal/themedStyles';

const NAME = 'AtlasCompanyCard';
const CONTAINER = 'atlas-company-card';

export type CompanyCardVariant = 'standard' | 'featured';

export type CompanyCardHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** One service line and its share of the company's work, as `ServicesBreakdown` draws it. */
export type CompanyCardService = ServicesBreakdownItem;

/** A call-to-action button. */
export interface CompanyCardAction {
  /** The button text, e.g. "View profile". */
  label: string;
  /** Where the button goes. */
  href: string;
  /**
   * `primary` is a filled button, `secondary` an outlined one.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | undefined;
  /**
   * Opens another site in a new tab (a plain `<a>`, not `LinkComponent`), with
   * `rel="noopener noreferrer"` and the `opensInNewTab` text for screen readers.
   * @default false
   */
  external?: boolean | undefined;
  /**
   * The link's `rel` when `external`, e.g. `"nofollow noopener ugc"` for an address the company
   * gave itself.
   * @default 'noopener noreferrer'
   */
  rel?: string | undefined;
  /**
   * Accessible name when the label alone is ambiguous in a list of cards. It must start with the
   * visible label (WCAG 2.5.3), e.g. "Visit website of Acme Digital".
   */
  accessibleName?: string | undefined;
}

/** Every fixed text of the card, to translate it. */
export interface CompanyCardLabels {
  /** @default 'Min. project size' */
  minProjectSize: string;
  /** @default 'Hourly rate' */
  hourlyRate: string;
  /** @default 'Team size' */
  teamSize: string;
  /** @default 'Headquarters' */
  headquarters: string;
  /** @default 'Office' (the location fact when `office` is given) */
  office: string;
  /** @default 'Located in' (before `matchedPlaces`) */
  locatedIn: string;
  /** @default 'Service focus' */
  services: string;
  /** @default 'Verified' */
  verified: string;
  /** @default 'Sponsored' */
  sponsored: string;
  /** @default '(opens in a new tab)' */
  opensInNewTab: string;
}

const defaultLabels: CompanyCardLabels = {
  minProjectSize: 'Min. project size',
  hourlyRate: 'Hourly rate',
  teamSize: 'Team size',
  headquarters: 'Headquarters',
  office: 'Office',
  locatedIn: 'Located in',
  services: 'Service focus',
  verified: 'Verified',
  sponsored: 'Sponsored',
  opensInNewTab: '(opens in a new tab)',
};

export interface CompanyCardProps extends Omit<
  React.HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  /** The company's name: the card's heading and a link to its profile. */
  name: string;
  /** The company's profile page, linked from the name. */
  href: string;
  /**
   * Renders every internal link (name, reviews, non-external actions): a plain `<a>` by default,
   * or the app's router link adapted to `AtlasLinkProps` (`href` in, anchor attributes through).
   * @default 'a'
   */
  LinkComponent?: AtlasLinkComponent | undefined;
  /**
   * Level of the name's heading, to fit the page's outline (e.g. 3 under a section's h2).
   * @default 2
   */
  headingLevel?: CompanyCardHeadingLevel | undefined;
  /** The logo's address. Without it the card shows the name's initials. */
  logoSrc?: string | undefined;
  /**
   * The logo's alternative text.
   * @default `${name} logo`
   */
  logoAlt?: string | undefined;
  /** City of the headquarters, e.g. "Lviv". */
  city?: string | undefined;
  /** Country of the headquarters, e.g. "Ukraine". */
  country?: string | undefined;
  /**
   * The office that matches the page's place (e.g. "Kyiv, Ukraine" on a Kyiv listing), shown as
   * the location fact instead of the headquarters when given.
   */
  office?: string | undefined;
  /** Which of the places being filtered by the company is in, e.g. `['Germany', 'Poland']`. */
  matchedPlaces?: readonly string[] | undefined;
  /**
   * Shown beside the "Sponsored" label, e.g. "Organic rank #7", so a paid placement says where it
   * would be without payment.
   */
  sponsoredNote?: string | undefined;
  /** Average rating, 0–5; no stars are shown without it. */
  rating?: number | undefined;
  /** Number of reviews; not shown when absent ("No reviews yet" for 0). */
  reviewCount?: number | undefined;
  /** Where the reviews are; makes the review count a link. */
  reviewsHref?: string | undefined;
  /** Team size, ready to show, e.g. "50 – 249". */
  teamSizeLabel?: string | undefined;
  /** Hourly rate, ready to show, e.g. "$25 – $49 / hr". */
  hourlyRateLabel?: string | undefined;
  /** Minimum project size, ready to show, e.g. "$10,000+". */
  minProjectSizeLabel?: string | undefined;
  /** A short pitch shown under the header, cut to three lines. */
  summary?: string | undefined;
  /** Service lines with their share of the work, drawn as a bar in the given order. */
  services?: readonly CompanyCardService[] | undefined;
  /**
   * Shows the "Verified" badge.
   * @default false
   */
  verified?: boolean | undefined;
  /**
   * Shows the "Sponsored" badge (visible text, as paid placement must be).
   * @default false
   */
  sponsored?: boolean | undefined;
  /** More badges (e.g. awards), shown after the verified and sponsored ones. */
  badges?: React.ReactNode;
  /** Call-to-action buttons, in order. */
  actions?: readonly CompanyCardAction[] | undefined;
  /**
   * More about the company's place in the list (e.g. a "Why this rank?" disclosure): under the
   * actions, so on a wide card it sits beside the facts and adds no height.
   */
  aside?: React.ReactNode;
  /**
   * `featured` frames the card in the primary colour, for promoted placements.
   * @default 'standard'
   */
  variant?: CompanyCardVariant | undefined;
  /** Replaces some or all of the card's fixed texts. */
  labels?: Partial<CompanyCardLabels> | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
  /** Ref to the root `<article>`. */
  ref?: React.Ref<HTMLElement> | undefined;
}

interface CompanyCardOwnerState {
  variant: CompanyCardVariant;
}

const c = companyCardClasses;

/**
 * The whole card's styles, on its root only. Each part is a plain element with its class and is
 * styled from here (`& .AtlasCompanyCard-…`): a listing draws twenty cards, and one styled
 * element per card instead of one per part (and MUI's Button for each action) is what makes its
 * hydration cheap on a phone (issue 14). They are built and serialized once per theme and
 * variant (`themedStyles`), with the theme's `styleOverrides` of every part and its `variants`
 * for AtlasCompanyCard added as `styled()` adds them, and not hashed again for every card.
 */
const cardStyles = themedStyles<CompanyCardOwnerState>({
  name: NAME,
  classes: companyCardClasses,
  key: (ownerState) => ownerState.variant,
  build: (theme, ownerState) => {
    const tokens = getAtlasTokens(theme);
    const wide = theme.containerQueries(CONTAINER).up(640);
    const narrow = theme.containerQueries(CONTAINER).down(640);
    const primary = theme.palette.primary;
    const card: CSSObject = {
      containerType: 'inline-size',
      containerName: CONTAINER,
      position: 'relative',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: tokens.radius.lg,
      boxShadow: tokens.elevation.card,
      transition: theme.transitions.create('box-shadow', {
        duration: theme.transitions.duration.short,
      }),
      '@media (hover: hover)': { '&:hover': { boxShadow: tokens.elevation.cardHover } },
      [`& .${c.layout}`]: {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1.5),
        padding: theme.spacing(2),
        [wide]: {
          display: 'grid',
          // The actions take the right third, beside the facts.
          gridTemplateColumns: 'minmax(0, 2fr) minmax(11rem, 1fr)',
          alignItems: 'start',
          columnGap: theme.spacing(3),
          padding: theme.spacing(2, 2.5),
        },
      },
      [`& .${c.main}`]: {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1.25),
        minWidth: 0,
      },
      [`& .${c.header}`]: { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(2) },
      [`& .${c.logo}`]: {
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        overflow: 'hidden',
        borderRadius: tokens.radius.md,
        border: `1px solid ${theme.palette.divider}`,
        // Logos are drawn for light backgrounds, so they keep a white plate in the dark theme too.
        backgroundColor: '#FFFFFF',
        [wide]: { width: 64, height: 64 },
      },
      [`& .${c.logoImage}`]: {
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        padding: 6,
      },
      // The avatar fills the logo's plate, square, in the brand colour rather than a colour per name.
      [`& .${c.initials}`]: {
        width: '100%',
        height: '100%',
        borderRadius: 0,
        fontSize: '1.25rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: primary.contrastText,
        backgroundColor: primary.main,
      },
      [`& .${c.heading}`]: {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(0.75),
        minWidth: 0,
      },
      [`& .${c.titleRow}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: theme.spacing(1.5),
        rowGap: theme.spacing(0.75),
      },
      [`& .${c.name}`]: {
        ...theme.typography.h5,
        margin: 0,
        overflowWrap: 'anywhere',
        [wide]: { fontSize: '1.25rem' },
        '& a': {
          color: 'inherit',
          fontWeight: 'inherit',
          textDecoration: 'none',
          textUnderlineOffset: '0.15em',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
        },
      },
      [`& .${c.badges}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing(0.75),
      },
      [`& .${c.rating}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: theme.spacing(1.5),
        rowGap: theme.spacing(0.5),
      },
      [`& .${c.summary}`]: {
        ...theme.typography.body2,
        margin: 0,
        color: theme.palette.text.secondary,
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        // A wide card's line holds the gist; the profile has the rest.
        [wide]: { WebkitLineClamp: 1 },
      },
      [`& .${c.places}`]: {
        ...theme.typography.body2,
        margin: 0,
        '& strong': { fontWeight: 600 },
      },
      [`& .${c.sponsoredNote}`]: {
        ...theme.typography.caption,
        color: theme.palette.text.secondary,
      },
      [`& .${c.facts}`]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        alignItems: 'start',
        gap: theme.spacing(1, 2),
        margin: 0,
        padding: theme.spacing(1.25, 0, 0),
        borderTop: `1px solid ${theme.palette.divider}`,
        [wide]: { gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' },
      },
      [`& .${c.fact}`]: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: theme.spacing(1),
        alignItems: 'start',
        '& > svg': {
          gridRow: 'span 2',
          fontSize: '1.25rem',
          marginTop: 2,
          color: theme.palette.text.secondary,
        },
      },
      [`& .${c.factLabel}`]: { ...theme.typography.caption, color: theme.palette.text.secondary },
      [`& .${c.factValue}`]: {
        ...theme.typography.body2,
        margin: 0,
        fontWeight: 600,
        overflowWrap: 'anywhere',
      },
      // On a narrow card the facts say enough; the service bar shows from 640 px of card width, its
      // title left to screen readers (the legend's names and shares say what it is).
      [`& .${c.services}`]: {
        gap: theme.spacing(0.75),
        [`& .${servicesBreakdownClasses.title}`]: visuallyHidden,
        [narrow]: { display: 'none' },
      },
      [`& .${c.side}`]: {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1),
        minWidth: 0,
      },
      [`& .${c.actions}`]: {
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.spacing(1),
        [wide]: { flexDirection: 'column', flexWrap: 'nowrap' },
      },
      // The buttons are links drawn as the theme's buttons (contained and outlined).
      [`& .${c.action}`]: {
        ...theme.typography.button,
        textTransform: 'none',
        letterSpacing: 0,
        fontWeight: 600,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.spacing(1),
        boxSizing: 'border-box',
        minHeight: 44,
        flex: '1 1 8rem',
        padding: '5px 15px',
        border: `1px solid ${primary.main}`,
        borderRadius: tokens.radius.md,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        cursor: 'pointer',
        WebkitTapHighlightColor: 'transparent',
        transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
          duration: theme.transitions.duration.short,
        }),
        '&:focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
        '& > svg': { fontSize: '1.25rem', marginInlineEnd: -4 },
        [wide]: { flex: 'none' },
      },
      [`& .${c.actionPrimary}`]: {
        color: primary.contrastText,
        backgroundColor: primary.main,
        '@media (hover: hover)': {
          '&:hover': { backgroundColor: primary.dark, borderColor: primary.dark },
        },
      },
      [`& .${c.actionSecondary}`]: {
        color: primary.main,
        backgroundColor: 'transparent',
        borderColor: alpha(primary.main, 0.5),
        '@media (hover: hover)': {
          '&:hover': {
            borderColor: primary.main,
            backgroundColor: alpha(primary.main, theme.palette.action.hoverOpacity),
          },
        },
      },
      [`& .${c.aside}`]: { minWidth: 0 },
      [`& .${c.visuallyHidden}`]: visuallyHidden,
    };
    const featured: CSSObject = {
      borderColor: primary.main,
      boxShadow: `inset 0 0 0 1px ${primary.main}, ${tokens.elevation.card}`,
      '@media (hover: hover)': {
        '&:hover': {
          boxShadow: `inset 0 0 0 1px ${primary.main}, ${tokens.elevation.cardHover}`,
        },
      },
    };
    return ownerState.variant === 'featured' ? [card, featured] : card;
  },
});

/**
 * A company in a listing: logo, name linking to the profile, badges, rating and reviews, key facts,
 * service focus and call-to-action buttons. It shows what it is given (labels arrive as text) and
 * lays itself out by its own width: stacked when narrow, actions beside the content when wide.
 */
export function CompanyCard(inProps: CompanyCardProps) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    name,
    href,
    LinkComponent = 'a',
    headingLevel = 2,
    logoSrc,
    logoAlt,
    city,
    country,
    rating,
    reviewCount,
    reviewsHref,
    teamSizeLabel,
    hourlyRateLabel,
    minProjectSizeLabel,
    summary,
    office,
    matchedPlaces = [],
    sponsoredNote,
    services = [],
    verified = false,
    sponsored = false,
    badges,
    actions = [],
    aside,
    variant = 'standard',
    labels: labelsProp,
    className,
    ref,
    sx,
    ...other
  } = props;

  const theme = useTheme();
  const labels = { ...defaultLabels, ...labelsProp };
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const ownerState: CompanyCardOwnerState = { variant };

  const location = [city, country].filter(Boolean).join(', ');
  const facts = [
    {
      key: 'minProjectSize',
      label: labels.minProjectSize,
      value: minProjectSizeLabel,
      Icon: BudgetIcon,
    },
    { key: 'hourlyRate', label: labels.hourlyRate, value: hourlyRateLabel, Icon: ClockIcon },
    { key: 'teamSize', label: labels.teamSize, value: teamSizeLabel, Icon: TeamIcon },
    office
      ? { key: 'office', label: labels.office, value: office, Icon: LocationIcon }
      : { key: 'headquarters', label: labels.headquarters, value: location, Icon: LocationIcon },
  ].filter((fact) => Boolean(fact.value));
  const hasBadges = verified || sponsored || Boolean(badges);
  const hasRating = rating !== undefined || reviewCount !== undefined;

  const layout = (
    <div className={c.layout}>
      <div className={c.main}>
        <div className={c.header}>
          <div className={c.logo}>
            {logoSrc ? (
              <img
                className={c.logoImage}
                src={logoSrc}
                alt={logoAlt ?? `${name} logo`}
                loading="lazy"
                width={72}
                height={72}
              />
            ) : (
              // The name is the heading right beside it; the initials are decoration.
              <InitialsAvatar
                className={c.initials}
                name={name}
                nameKind="organization"
                decorative
              />
            )}
          </div>
          <div className={c.heading}>
            <div className={c.titleRow}>
              <Heading id={headingId} className={c.name}>
                <LinkComponent href={href}>{name}</LinkComponent>
              </Heading>
              {hasBadges ? (
                <div className={c.badges}>
                  {verified ? (
                    <VerifiedBadge
                      className={c.verified}
                      variant="label"
                      size="small"
                      label={labels.verified}
                    />
                  ) : null}
                  {sponsored ? (
                    <SponsoredLabel
                      className={c.sponsored}
                      variant="outlined"
                      label={labels.sponsored}
                    />
                  ) : null}
                  {sponsored && sponsoredNote ? (
                    <span className={c.sponsoredNote}>{sponsoredNote}</span>
                  ) : null}
                  {badges}
                </div>
              ) : null}
            </div>
            {hasRating ? (
              <div className={c.rating}>
                {rating !== undefined ? (
                  <RatingStars value={rating} size="small" showValue />
                ) : null}
                {reviewCount !== undefined ? (
                  <ReviewCount
                    count={reviewCount}
                    href={reviewsHref}
                    LinkComponent={LinkComponent}
                    size="small"
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </div>

        {summary ? <p className={c.summary}>{summary}</p> : null}

        {matchedPlaces.length > 0 ? (
          <p className={c.places}>
            {labels.locatedIn}: <strong>{matchedPlaces.join(', ')}</strong>
          </p>
        ) : null}

        {facts.length > 0 ? (
          <dl className={c.facts}>
            {facts.map(({ key, label, value, Icon }) => (
              <div key={key} className={c.fact}>
                <Icon aria-hidden />
                <dt className={c.factLabel}>{label}</dt>
                <dd className={c.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {/* It draws nothing when no service has a share. */}
        <ServicesBreakdown
          className={c.services}
          services={services}
          variant="bar"
          title={labels.services}
        />
      </div>

      {actions.length > 0 || aside ? (
        <div className={c.side}>
          {actions.length > 0 ? (
            <div className={c.actions}>
              {actions.map((action) => {
                const actionClass = classNames(
                  c.action,
                  action.variant === 'secondary' ? c.actionSecondary : c.actionPrimary,
                );
                const accessibleName = action.accessibleName;
                if (action.external) {
                  return (
                    <a
                      key={`${action.label} ${action.href}`}
                      className={actionClass}
                      href={action.href}
                      target="_blank"
                      rel={action.rel ?? 'noopener noreferrer'}
                      aria-label={
                        accessibleName ? `${accessibleName} ${labels.opensInNewTab}` : undefined
                      }
                    >
                      {action.label}
                      {accessibleName ? null : (
                        <span className={c.visuallyHidden}> {labels.opensInNewTab}</span>
                      )}
                      <ExternalLinkIcon aria-hidden />
                    </a>
                  );
                }
                return (
                  <LinkComponent
                    key={`${action.label} ${action.href}`}
                    className={actionClass}
                    href={action.href}
                    aria-label={accessibleName}
                  >
                    {action.label}
                  </LinkComponent>
                );
              })}
            </div>
          ) : null}
          {aside ? <div className={c.aside}>{aside}</div> : null}
        </div>
      ) : null}
    </div>
  );
  const styles = cardStyles(theme, ownerState);
  // The root is drawn with emotion's `css` prop: an already serialized style costs a lookup.
  return emotionJsx(
    'article',
    {
      ...other,
      ref,
      'aria-labelledby': headingId,
      className: classNames(c.root, className),
      css: withSx(styles, theme, sx),
    },
    layout,
  );
}
