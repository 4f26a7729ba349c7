import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface CompanyCardClasses {
  /** Styles applied to the root `<article>`; it is also the container the layout queries. */
  root: string;
  /** Styles applied to the grid inside the root that places the sections below. */
  layout: string;
  /** Styles applied to the header: logo, name, badges and rating. */
  header: string;
  /** Styles applied to the logo image or its initials fallback. */
  logo: string;
  /** Styles applied to the heading that holds the name link. */
  name: string;
  /** Styles applied to the row of badges (verified, sponsored and the `badges` slot). */
  badges: string;
  /** Styles applied to the row with the stars and the review count. */
  rating: string;
  /** Styles applied to the summary paragraph. */
  summary: string;
  /** Styles applied to the list of facts (minimum project size, hourly rate, team size, headquarters). */
  facts: string;
  /** Styles applied to the services section: its title, bar and legend. */
  services: string;
  /** Styles applied to the call-to-action buttons' container. */
  actions: string;
}

export type CompanyCardClassKey = keyof CompanyCardClasses;

export function getCompanyCardUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasCompanyCard', slot);
}

export const companyCardClasses: CompanyCardClasses = generateUtilityClasses('AtlasCompanyCard', [
  'root',
  'layout',
  'header',
  'logo',
  'name',
  'badges',
  'rating',
  'summary',
  'facts',
  'services',
  'actions',
]);
