import { ANALYTICS_PROP_MAX_LENGTH } from '@atlas/api/analytics-lists';
import type { AnalyticsPort } from './AnalyticsPort';
import { visitSource } from './visitSource';

/**
 * The beacons a company's analytics counts (issue 19), sent only through the analytics port:
 * nothing personal, only the company, the page's path and where the visitor came from.
 */
export function trackProfileView(
  analytics: AnalyticsPort,
  slug: string,
  location: { href: string; pathname: string },
  referrer: string,
): void {
  const url = new URL(location.href);
  analytics.track('profile_view', {
    company_slug: slug,
    path: location.pathname,
    source: visitSource(location.href, referrer),
    utm_medium: url.searchParams.get('utm_medium')?.slice(0, 60) ?? null,
    utm_campaign: url.searchParams.get('utm_campaign')?.slice(0, 60) ?? null,
  });
}

export function trackCompanyClick(
  analytics: AnalyticsPort,
  name: 'website_click' | 'contact_click',
  slug: string,
  pathname: string,
): void {
  analytics.track(name, { company_slug: slug, path: pathname });
}

/**
 * The companies a listing page showed, as few beacons as their slugs allow: each carries a
 * comma-joined list no longer than a property may be (the server writes a row per company).
 */
export function listingImpressionBatches(slugs: readonly string[]): string[] {
  const batches: string[] = [];
  let current = '';
  for (const slug of slugs) {
    if (slug.length > ANALYTICS_PROP_MAX_LENGTH) continue;
    const next = current ? `${current},${slug}` : slug;
    if (next.length > ANALYTICS_PROP_MAX_LENGTH) {
      batches.push(current);
      current = slug;
    } else current = next;
  }
  if (current) batches.push(current);
  return batches;
}

export function trackListingImpressions(
  analytics: AnalyticsPort,
  slugs: readonly string[],
  pathname: string,
): void {
  for (const batch of listingImpressionBatches(slugs))
    analytics.track('listing_impression', { company_slugs: batch, path: pathname });
}
