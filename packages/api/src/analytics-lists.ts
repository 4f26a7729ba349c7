/**
 * What the pages' beacons report, as plain lists and limits: the analytics events and the Core
 * Web Vitals. No zod here, so a page can send its beacons without loading it; the schemas that
 * check them on the server are in `analytics.ts` and `endpoints/web-vitals.ts`.
 */

/**
 * The analytics events pages report (SPEC §7) and the ones the company dashboard counts (issue 19).
 * Nothing personal is ever part of one: no address, no account, no free text beyond the listed
 * properties, each a short value.
 */
export const ANALYTICS_EVENTS = [
  'valet_page_access_2',
  'header_awards_banner_click',
  'promote_page_accessed',
  'profile_view',
  'listing_impression',
  'website_click',
  'contact_click',
  // A sponsored place on a TOP 10 page was shown, or followed (issue 22's promo-membership).
  'sponsored_impression',
  'sponsored_click',
] as const;

/** The longest text an event property may hold, and how many properties an event may have. */
export const ANALYTICS_PROP_MAX_LENGTH = 300;
export const ANALYTICS_MAX_PROPS = 12;

/** The Core Web Vitals the app reports from visitors' browsers (issue 14's field data). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
