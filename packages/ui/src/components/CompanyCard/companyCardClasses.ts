import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface CompanyCardClasses {
  /** Styles applied to the root `<article>`; it is also the container the layout queries. */
  root: string;
  /** Styles applied to the grid inside the root that places the sections below. */
  layout: string;
  /** Styles applied to the column with everything but the actions: header, summary, facts, services. */
  main: string;
  /** Styles applied to the header: logo, name, badges and rating. */
  header: string;
  /** Styles applied to the logo's plate, which holds the logo image or the initials. */
  logo: string;
  /** Styles applied to the logo image. */
  logoImage: string;
  /** Styles applied to the initials shown without a logo: an `InitialsAvatar`. */
  initials: string;
  /** Styles applied to the column beside the logo: the title row and the rating. */
  heading: string;
  /** Styles applied to the row with the name and the badges. */
  titleRow: string;
  /** Styles applied to the heading that holds the name link. */
  name: string;
  /** Styles applied to the row of badges (verified, sponsored and the `badges` slot). */
  badges: string;
  /** Styles applied to the verified badge: a `VerifiedBadge`. */
  verified: string;
  /** Styles applied to the sponsored label: a `SponsoredLabel`. */
  sponsored: string;
  /** Styles applied to the row with the stars and the review count. */
  rating: string;
  /** Styles applied to the summary paragraph. */
  summary: string;
  /** Styles applied to the line naming the filtered places the company is in. */
  places: string;
  /** Styles applied to the note beside the sponsored label (its organic rank). */
  sponsoredNote: string;
  /** Styles applied to the list of facts (minimum project size, hourly rate, team size, headquarters). */
  facts: string;
  /** Styles applied to each fact: its icon, term and value. */
  fact: string;
  /** Styles applied to a fact's term (the `<dt>`), e.g. "Hourly rate". */
  factLabel: string;
  /** Styles applied to a fact's value (the `<dd>`), e.g. "$25 – $49 / hr". */
  factValue: string;
  /** Styles applied to the service focus: a `ServicesBreakdown` (title, bar and legend). */
  services: string;
  /** Styles applied to the column beside the main one: the actions and the `aside`. */
  side: string;
  /** Styles applied to the call-to-action buttons' container. */
  actions: string;
  /** Styles applied to each call-to-action: a link drawn as a button. */
  action: string;
  /** Styles applied to a `primary` call-to-action (a filled button). */
  actionPrimary: string;
  /** Styles applied to a `secondary` call-to-action (an outlined button). */
  actionSecondary: string;
  /** Styles applied to text for screen readers only (not a part to theme visibly). */
  visuallyHidden: string;
  /** Styles applied to the `aside` content under the actions (e.g. "Why this rank?"). */
  aside: string;
}

export type CompanyCardClassKey = keyof CompanyCardClasses;

export function getCompanyCardUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasCompanyCard', slot);
}

export const companyCardClasses: CompanyCardClasses = generateUtilityClasses('AtlasCompanyCard', [
  'root',
  'layout',
  'main',
  'header',
  'logo',
  'logoImage',
  'initials',
  'heading',
  'titleRow',
  'name',
  'badges',
  'verified',
  'sponsored',
  'rating',
  'summary',
  'places',
  'sponsoredNote',
  'facts',
  'fact',
  'factLabel',
  'factValue',
  'aside',
  'services',
  'side',
  'actions',
  'action',
  'actionPrimary',
  'actionSecondary',
  'visuallyHidden',
]);
