import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
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

const CompanyCardRoot = styled('article', { name: NAME, slot: 'root' })<{
  ownerState: CompanyCardOwnerState;
}>(({ theme }) => {
  const tokens = getAtlasTokens(theme);
  return {
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
    variants: [
      {
        props: { variant: 'featured' },
        style: {
          borderColor: theme.palette.primary.main,
          boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}, ${tokens.elevation.card}`,
          '@media (hover: hover)': {
            '&:hover': {
              boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}, ${tokens.elevation.cardHover}`,
            },
          },
        },
      },
    ],
  };
});

const CompanyCardLayout = styled('div', { name: NAME, slot: 'layout' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  [theme.containerQueries(CONTAINER).up(640)]: {
    display: 'grid',
    // The actions take the right third, beside the facts.
    gridTemplateColumns: 'minmax(0, 2fr) minmax(11rem, 1fr)',
    alignItems: 'start',
    columnGap: theme.spacing(3),
    padding: theme.spacing(2, 2.5),
  },
}));

const CompanyCardMain = styled('div', { name: NAME, slot: 'main' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.25),
  minWidth: 0,
}));

const CompanyCardHeader = styled('div', { name: NAME, slot: 'header' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
}));

const CompanyCardLogo = styled('div', { name: NAME, slot: 'logo' })(({ theme }) => {
  const tokens = getAtlasTokens(theme);
  return {
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
    [theme.containerQueries(CONTAINER).up(640)]: { width: 64, height: 64 },
  };
});

const CompanyCardLogoImage = styled('img', { name: NAME, slot: 'logoImage' })({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  padding: 6,
});

// The avatar fills the logo's plate, square, in the brand colour rather than a colour per name.
const CompanyCardInitials = styled(InitialsAvatar, { name: NAME, slot: 'initials' })(
  ({ theme }) => ({
    width: '100%',
    height: '100%',
    borderRadius: 0,
    fontSize: '1.25rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  }),
);

const CompanyCardHeading = styled('div', { name: NAME, slot: 'heading' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.75),
  minWidth: 0,
}));

const CompanyCardTitleRow = styled('div', { name: NAME, slot: 'titleRow' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.75),
}));

const CompanyCardName = styled('h2', { name: NAME, slot: 'name' })(({ theme }) => ({
  ...theme.typography.h5,
  margin: 0,
  overflowWrap: 'anywhere',
  '& a': { fontWeight: 'inherit' },
  [theme.containerQueries(CONTAINER).up(640)]: { fontSize: '1.25rem' },
}));

const CompanyCardBadges = styled('div', { name: NAME, slot: 'badges' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.75),
}));

const CompanyCardVerified = styled(VerifiedBadge, { name: NAME, slot: 'verified' })({});

const CompanyCardSponsored = styled(SponsoredLabel, { name: NAME, slot: 'sponsored' })({});

const CompanyCardRating = styled('div', { name: NAME, slot: 'rating' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.5),
}));

const CompanyCardSummary = styled('p', { name: NAME, slot: 'summary' })(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  // A wide card's line holds the gist; the profile has the rest.
  [theme.containerQueries(CONTAINER).up(640)]: { WebkitLineClamp: 1 },
}));

const CompanyCardPlaces = styled('p', { name: NAME, slot: 'places' })(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  '& strong': { fontWeight: 600 },
}));

const CompanyCardSponsoredNote = styled('span', { name: NAME, slot: 'sponsoredNote' })(
  ({ theme }) => ({
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
  }),
);

const CompanyCardFacts = styled('dl', { name: NAME, slot: 'facts' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  gap: theme.spacing(1, 2),
  margin: 0,
  padding: theme.spacing(1.25, 0, 0),
  borderTop: `1px solid ${theme.palette.divider}`,
  [theme.containerQueries(CONTAINER).up(640)]: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  },
}));

const CompanyCardFact = styled('div', { name: NAME, slot: 'fact' })(({ theme }) => ({
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
}));

const CompanyCardFactLabel = styled('dt', { name: NAME, slot: 'factLabel' })(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
}));

const CompanyCardFactValue = styled('dd', { name: NAME, slot: 'factValue' })(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
}));

// On a narrow card the facts say enough; the service bar shows from 640 px of card width, its
// title left to screen readers (the legend's names and shares say what it is).
const CompanyCardServices = styled(ServicesBreakdown, { name: NAME, slot: 'services' })(
  ({ theme }) => ({
    gap: theme.spacing(0.75),
    [`& .${servicesBreakdownClasses.title}`]: visuallyHidden,
    [theme.containerQueries(CONTAINER).down(640)]: { display: 'none' },
  }),
);

const CompanyCardActions = styled('div', { name: NAME, slot: 'actions' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& > a, & > button': { justifyContent: 'center', minHeight: 44, flex: '1 1 8rem' },
  [theme.containerQueries(CONTAINER).up(640)]: {
    flexDirection: 'column',
    flexWrap: 'nowrap',
    '& > a, & > button': { flex: 'none' },
  },
}));

const CompanyCardAside = styled('div', { name: NAME, slot: 'aside' })({ minWidth: 0 });

const CompanyCardSide = styled('div', { name: NAME, slot: 'side' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  minWidth: 0,
}));

// Text for screen readers only: not a part to theme, since styling it could make it visible.
const VisuallyHidden = styled('span')(visuallyHidden);

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
    ...other
  } = props;

  const labels = { ...defaultLabels, ...labelsProp };
  const headingId = React.useId();
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

  return (
    <CompanyCardRoot
      ref={ref}
      aria-labelledby={headingId}
      className={classNames(companyCardClasses.root, className)}
      ownerState={ownerState}
      {...other}
    >
      <CompanyCardLayout className={companyCardClasses.layout}>
        <CompanyCardMain className={companyCardClasses.main}>
          <CompanyCardHeader className={companyCardClasses.header}>
            <CompanyCardLogo className={companyCardClasses.logo}>
              {logoSrc ? (
                <CompanyCardLogoImage
                  className={companyCardClasses.logoImage}
                  src={logoSrc}
                  alt={logoAlt ?? `${name} logo`}
                  loading="lazy"
                  width={72}
                  height={72}
                />
              ) : (
                // The name is the heading right beside it; the initials are decoration.
                <CompanyCardInitials
                  className={companyCardClasses.initials}
                  name={name}
                  nameKind="organization"
                  decorative
                />
              )}
            </CompanyCardLogo>
            <CompanyCardHeading className={companyCardClasses.heading}>
              <CompanyCardTitleRow className={companyCardClasses.titleRow}>
                <CompanyCardName
                  as={`h${headingLevel}`}
                  id={headingId}
                  className={companyCardClasses.name}
                >
                  <Link component={LinkComponent} href={href} color="inherit" underline="hover">
                    {name}
                  </Link>
                </CompanyCardName>
                {hasBadges ? (
                  <CompanyCardBadges className={companyCardClasses.badges}>
                    {verified ? (
                      <CompanyCardVerified
                        className={companyCardClasses.verified}
                        variant="label"
                        size="small"
                        label={labels.verified}
                      />
                    ) : null}
                    {sponsored ? (
                      <CompanyCardSponsored
                        className={companyCardClasses.sponsored}
                        variant="outlined"
                        label={labels.sponsored}
                      />
                    ) : null}
                    {sponsored && sponsoredNote ? (
                      <CompanyCardSponsoredNote className={companyCardClasses.sponsoredNote}>
                        {sponsoredNote}
                      </CompanyCardSponsoredNote>
                    ) : null}
                    {badges}
                  </CompanyCardBadges>
                ) : null}
              </CompanyCardTitleRow>
              {hasRating ? (
                <CompanyCardRating className={companyCardClasses.rating}>
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
                </CompanyCardRating>
              ) : null}
            </CompanyCardHeading>
          </CompanyCardHeader>

          {summary ? (
            <CompanyCardSummary className={companyCardClasses.summary}>
              {summary}
            </CompanyCardSummary>
          ) : null}

          {matchedPlaces.length > 0 ? (
            <CompanyCardPlaces className={companyCardClasses.places}>
              {labels.locatedIn}: <strong>{matchedPlaces.join(', ')}</strong>
            </CompanyCardPlaces>
          ) : null}

          {facts.length > 0 ? (
            <CompanyCardFacts className={companyCardClasses.facts}>
              {facts.map(({ key, label, value, Icon }) => (
                <CompanyCardFact key={key} className={companyCardClasses.fact}>
                  <Icon aria-hidden />
                  <CompanyCardFactLabel className={companyCardClasses.factLabel}>
                    {label}
                  </CompanyCardFactLabel>
                  <CompanyCardFactValue className={companyCardClasses.factValue}>
                    {value}
                  </CompanyCardFactValue>
                </CompanyCardFact>
              ))}
            </CompanyCardFacts>
          ) : null}

          {/* It draws nothing when no service has a share. */}
          <CompanyCardServices
            className={companyCardClasses.services}
            services={services}
            variant="bar"
            title={labels.services}
          />
        </CompanyCardMain>

        {actions.length > 0 || aside ? (
          <CompanyCardSide>
            {actions.length > 0 ? (
              <CompanyCardActions className={companyCardClasses.actions}>
                {actions.map((action) => {
                  const buttonVariant = action.variant === 'secondary' ? 'outlined' : 'contained';
                  const accessibleName = action.accessibleName;
                  if (action.external) {
                    return (
                      <Button
                        key={`${action.label} ${action.href}`}
                        variant={buttonVariant}
                        href={action.href}
                        target="_blank"
                        rel={action.rel ?? 'noopener noreferrer'}
                        aria-label={
                          accessibleName ? `${accessibleName} ${labels.opensInNewTab}` : undefined
                        }
                        endIcon={<ExternalLinkIcon aria-hidden />}
                      >
                        {action.label}
                        {accessibleName ? null : (
                          <VisuallyHidden> {labels.opensInNewTab}</VisuallyHidden>
                        )}
                      </Button>
                    );
                  }
                  return (
                    <Button
                      key={`${action.label} ${action.href}`}
                      variant={buttonVariant}
                      component={LinkComponent}
                      nativeButton={false}
                      href={action.href}
                      aria-label={accessibleName}
                    >
                      {action.label}
                    </Button>
                  );
                })}
              </CompanyCardActions>
            ) : null}
            {aside ? (
              <CompanyCardAside className={companyCardClasses.aside}>{aside}</CompanyCardAside>
            ) : null}
          </CompanyCardSide>
        ) : null}
      </CompanyCardLayout>
    </CompanyCardRoot>
  );
}
