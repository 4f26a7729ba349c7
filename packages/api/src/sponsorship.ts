/**
 * TOP 10 sponsorship, said once (issue 22): the slots a page has, what a slot costs, and what a
 * company needs before it may buy one. The server enforces these; the promote page shows them.
 */

/** Sponsored slots above the organic ten of one city × service page. */
export const MAX_SPONSORED_SLOTS = 3;

/** The organic list of a TOP 10 page. */
export const TOP_COMPANIES_COUNT = 10;

/** What one sponsored slot on one page costs per month, in US cents (the same for every page). */
export const SPONSORSHIP_PRICE_CENTS_PER_MONTH = 29_900;
export const SPONSORSHIP_CURRENCY = 'USD';

export const SPONSORSHIP_STATUSES = ['pending', 'active', 'cancelled', 'ended'] as const;

/** The periods a sponsorship is bought for, in months; it renews for the same period. */
export const SPONSORSHIP_PERIODS = [1, 3, 6, 12] as const;
export type SponsorshipPeriod = (typeof SPONSORSHIP_PERIODS)[number];

/** At most this many pages in one purchase. */
export const MAX_PAGES_PER_ORDER = 10;

/**
 * A purchase's payment: waiting for the provider, paid (its sponsorships run), declined by the
 * provider, or refunded (paid, but a page had no free slot left when the payment came in).
 */
export const PAYMENT_ORDER_STATUSES = ['pending', 'paid', 'declined', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/**
 * What a company must have to sponsor a page: a verified, complete profile with at least one
 * published review. "Complete" is the parts a buyer reads on a sponsored card and its profile.
 */
export const SPONSORSHIP_REQUIREMENTS = [
  'verified',
  'logo',
  'summary',
  'description',
  'website',
  'services',
  'headquarters_address',
  'published_review',
] as const;
export type SponsorshipRequirement = (typeof SPONSORSHIP_REQUIREMENTS)[number];

/** How the promote page names a requirement the company has not met yet. */
export const SPONSORSHIP_REQUIREMENT_LABELS: Readonly<Record<SponsorshipRequirement, string>> = {
  verified: 'Verify your company',
  logo: 'Add a logo',
  summary: 'Write a short summary',
  description: 'Describe your company',
  website: 'Add your website',
  services: 'List the services you offer',
  headquarters_address: 'Give your headquarters address',
  published_review: 'Get at least one published review',
};

/** "$299" for SPONSORSHIP_PRICE_CENTS_PER_MONTH. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: SPONSORSHIP_CURRENCY,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
