import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PROP_MAX_LENGTH } from '@atlas/api/analytics';
import type { AnalyticsPort } from './AnalyticsPort';
import { listingImpressionBatches, trackProfileView } from './companyEvents';

describe('listing impression beacons', () => {
  it('packs the slugs into as few properties as fit, none over the limit', () => {
    const slugs = Array.from({ length: 20 }, (_, index) => `agency-number-${index}`);
    const batches = listingImpressionBatches(slugs);
    expect(batches.length).toBe(2);
    for (const batch of batches)
      expect(batch.length).toBeLessThanOrEqual(ANALYTICS_PROP_MAX_LENGTH);
    expect(batches.join(',').split(',')).toEqual(slugs);
  });

  it('sends nothing for an empty page', () => {
    expect(listingImpressionBatches([])).toEqual([]);
  });
});

describe('the profile view beacon', () => {
  it('names the company, the path and the source, and nothing of the referrer but its kind', () => {
    const track = vi.fn();
    const analytics: AnalyticsPort = { track };
    trackProfileView(
      analytics,
      'acme',
      { href: 'https://atlas.example/company/acme?utm_campaign=spring', pathname: '/company/acme' },
      'https://atlas.example/companies/seo/london?q=secret',
    );
    expect(track).toHaveBeenCalledWith('profile_view', {
      company_slug: 'acme',
      path: '/company/acme',
      source: 'listing',
      utm_medium: null,
      utm_campaign: 'spring',
    });
  });
});
