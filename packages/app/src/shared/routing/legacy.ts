import { paths } from '../../config/paths';

/** Old service slugs and where they moved (SPEC §4 "Legacy slug redirects"). */
export const LEGACY_SERVICE_SLUGS: Readonly<Record<string, string>> = {
  'other-digital-marketing': 'digital-marketing',
  'other-it-consulting': 'it-consulting',
  'other-design': 'design',
  'other-application-development': 'software-development',
  applications: 'application-support',
  'other-seo': 'seo',
  'other-pr': 'pr',
  'other-crm-focus': 'other-crm',
  'other-frameworks-and-cms': 'web-development',
  'other-back-office-services': 'non-voice-bpo',
  'other-wearables': 'wearable-app-development',
  'other-consumer-apps': 'mobile-app-development',
  'other-messaging-collaboration': 'unified-communications-consulting',
  'other-bi-data-solutions': 'bi-big-data-consulting',
  'other-bi-analytics': 'bi-big-data-consulting',
  angularjs: 'angular',
  'adobe-1': 'adobe-crm',
};

/** A slug that no longer has a listing of its own: its pages go to /companies. */
export const RETIRED_SLUGS: ReadonlySet<string> = new Set(['rail-freight']);

/**
 * Where a /companies/{seg}[/{segment}] path now lives, or null when it is current. Both segments
 * are checked, so a legacy slug in either place is mended.
 */
export function legacyListingTarget(segments: readonly string[]): string | null {
  if (segments.some((segment) => RETIRED_SLUGS.has(segment))) return paths.companies();
  const mended = segments.map((segment) => LEGACY_SERVICE_SLUGS[segment] ?? segment);
  const [segment, location] = mended;
  if (segment === undefined || mended.every((slug, index) => slug === segments[index])) return null;
  return paths.companyListing(segment, location);
}

/**
 * Where a /top-companies/{service}/{city}[/screenshot] path now lives, or null when it is current.
 * The service slug is mended in place; a retired slug sends the visitor to /companies.
 */
export function legacyTopCompaniesTarget(segments: readonly string[]): string | null {
  if (segments.some((segment) => RETIRED_SLUGS.has(segment))) return paths.companies();
  const mended = segments.map((segment) => LEGACY_SERVICE_SLUGS[segment] ?? segment);
  return mended.some((segment, index) => segment !== segments[index])
    ? paths.topCompanies(...mended)
    : null;
}
