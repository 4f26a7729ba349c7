import type { AnalyticsPort } from '../../shared/analytics/AnalyticsPort';
import type { PromoteSource } from './top-companies';

/** SPEC §7 promote_page_accessed: path, source (inclusion_badge or user_notification), company_name. */
export function trackPromotePageAccess(
  analytics: AnalyticsPort,
  event: { path: string; source: PromoteSource | null; companyName: string | null },
): void {
  analytics.track('promote_page_accessed', {
    path: event.path,
    source: event.source,
    company_name: event.companyName,
  });
}

/** A sponsored place shown on a TOP 10 page, or one of its links followed (promo-membership). */
export function trackSponsoredPlace(
  analytics: AnalyticsPort,
  name: 'sponsored_impression' | 'sponsored_click',
  event: { path: string; companySlug: string; pageId: number },
): void {
  analytics.track(name, {
    path: event.path,
    company_slug: event.companySlug,
    page_id: event.pageId,
  });
}
