/**
 * The option lists of SPEC §3, written once: the seed generator draws from them, the app renders
 * their labels, and the schemas in `options.ts` validate with them. No zod here, so the pages can
 * use the lists and labels without loading it.
 */

export const COMPANY_SIZES = [
  { id: 1, label: 'Freelancer' },
  { id: 2, label: '2-9' },
  { id: 10, label: '10-49' },
  { id: 50, label: '50-249' },
  { id: 250, label: '250-999' },
  { id: 1000, label: '1,000-9,999' },
  { id: 10000, label: '10,000+' },
] as const;
export type CompanySizeId = (typeof COMPANY_SIZES)[number]['id'];

/** Hourly rate buckets; `null` is "Undisclosed". */
export const HOURLY_RATES = [
  { id: 29, label: '< $30' },
  { id: 30, label: '$30 - $70' },
  { id: 70, label: '$70 - $150' },
  { id: 150, label: '$150 - $250' },
  { id: 250, label: '$250+' },
] as const;
export type HourlyRateId = (typeof HOURLY_RATES)[number]['id'];
export const UNDISCLOSED_LABEL = 'Undisclosed';

/** Minimum project sizes in US dollars; `null` is "Undisclosed". */
export const PROJECT_SIZES = [1000, 5000, 10000, 25000, 50000, 75000, 100000, 250000] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];

/** How many companies a listing page shows, and the most one request may ask for. */
export const COMPANIES_PER_PAGE = 20;
export const MAX_COMPANIES_PER_PAGE = 100;

export const REVIEW_COUNT_FILTERS = ['all', 1, 3, 5, 10, 20] as const;
export type ReviewCountFilter = (typeof REVIEW_COUNT_FILTERS)[number];

export const RATING_FILTERS = ['all', 5, 4, 3, 2, 1] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const PROFILE_SCORE_LEVELS = [
  'excellent',
  'strong',
  'above-average',
  'good',
  'average',
  'below-average',
  'poor',
  'very-poor',
] as const;
export type ProfileScoreLevel = (typeof PROFILE_SCORE_LEVELS)[number];
/**
 * The most points each part of the profile score can give (the parts add up to at most 1000;
 * docs/ranking.md). `ScorePartsSchema` in `entities/company.ts` names the same parts.
 */
export const SCORE_PART_MAXIMUMS = {
  review_volume: 150,
  rating: 250,
  completeness: 250,
  awards: 200,
  verification: 150,
} as const;

/** How each level reads on a profile, in a filter and in a chip. */
export const PROFILE_SCORE_LEVEL_LABELS: Readonly<Record<ProfileScoreLevel, string>> = {
  excellent: 'Excellent',
  strong: 'Strong',
  'above-average': 'Above average',
  good: 'Good',
  average: 'Average',
  'below-average': 'Below average',
  poor: 'Poor',
  'very-poor': 'Very poor',
};

/** The orders of a profile's reviews. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
};

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value);
}

/** Sorting keys: the first four have a fixed direction, the rest can go up or down. */
export const FIXED_SORT_KEYS = ['verified', 'awards', 'score', 'rating'] as const;
export const ORDERABLE_SORT_KEYS = ['name', 'employees', 'price'] as const;
export const SORT_KEYS = [...FIXED_SORT_KEYS, ...ORDERABLE_SORT_KEYS] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type FixedSortKey = (typeof FIXED_SORT_KEYS)[number];
export type OrderableSortKey = (typeof ORDERABLE_SORT_KEYS)[number];
export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  verified: 'Verified',
  awards: 'Awards',
  score: 'Profile Score',
  rating: 'Rating',
  name: 'Company Name',
  employees: 'Team Size',
  price: 'Hourly Rate',
};
const SORT_DIRECTION_LABELS: Readonly<
  Record<OrderableSortKey, Readonly<Record<SortDirection, string>>>
> = {
  name: { asc: 'A to Z', desc: 'Z to A' },
  employees: { asc: 'smallest first', desc: 'largest first' },
  price: { asc: 'lowest first', desc: 'highest first' },
};

export function isOrderableSortKey(key: SortKey): key is OrderableSortKey {
  return (ORDERABLE_SORT_KEYS as readonly string[]).includes(key);
}

/** A listing order: fixed keys always sort best first (`desc`), orderable keys go either way. */
export type SortOrder =
  { key: FixedSortKey; direction: 'desc' } | { key: OrderableSortKey; direction: SortDirection };

/** "Rating", "Company Name (A to Z)", "Hourly Rate (highest first)". */
export function sortOrderLabel(order: SortOrder): string {
  if (!isOrderableSortKey(order.key)) return SORT_LABELS[order.key];
  return `${SORT_LABELS[order.key]} (${SORT_DIRECTION_LABELS[order.key][order.direction]})`;
}

/** Every order a listing offers, with its label: fixed keys once, orderable keys up and down. */
export const SORT_ORDERS: readonly (SortOrder & { label: string })[] = [
  ...FIXED_SORT_KEYS.map((key) => ({ key, direction: 'desc' as const })),
  ...ORDERABLE_SORT_KEYS.flatMap((key) =>
    (['asc', 'desc'] as const).map((direction) => ({ key, direction })),
  ),
].map((order) => ({ ...order, label: sortOrderLabel(order) }));

export const PROJECT_STAGES = [
  'planning',
  'first-talks',
  'exploring-offers',
  'functional',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

const usd = new Intl.NumberFormat('en-US');

export function companySizeLabel(id: number | null | undefined): string {
  return COMPANY_SIZES.find((size) => size.id === id)?.label ?? UNDISCLOSED_LABEL;
}

export function hourlyRateLabel(id: number | null | undefined): string {
  return HOURLY_RATES.find((rate) => rate.id === id)?.label ?? UNDISCLOSED_LABEL;
}

export function projectSizeLabel(size: number | null | undefined): string {
  return size == null ? UNDISCLOSED_LABEL : `$${usd.format(size)}+`;
}

/** "All", "1+ reviews", "20+ reviews". */
export function reviewCountFilterLabel(value: ReviewCountFilter): string {
  return value === 'all' ? 'All' : `${value}+ reviews`;
}

/** "All", "5 stars only", "4 stars and up", "1 star and up". */
export function ratingFilterLabel(value: RatingFilter): string {
  if (value === 'all') return 'All';
  if (value === 5) return '5 stars only';
  return `${value} ${value === 1 ? 'star' : 'stars'} and up`;
}

/**
 * Award editions (SPEC §2 "Awards"): every edition a company can hold a badge of, the editions
 * with pages of their own, and the editions people vote in (each with its voting settings).
 */
export const AWARD_EDITIONS = [2021, 2022, 2023, 2024, 2025] as const;
export type AwardEdition = (typeof AWARD_EDITIONS)[number];
export const AWARDS_PAGE_EDITIONS = [2022, 2023, 2024, 2025] as const;
export type AwardsPageEdition = (typeof AWARDS_PAGE_EDITIONS)[number];
export const VOTING_EDITIONS = [2023, 2024, 2025] as const;
export type VotingEdition = (typeof VOTING_EDITIONS)[number];
/** A voting edition as a key of configuration objects ('2023' …). */
export type VotingEditionKey = `${VotingEdition}`;
type Last<List extends readonly unknown[]> = List extends readonly [...unknown[], infer L]
  ? L
  : never;
/** The newest edition (the last of the lists). */
export const LATEST_AWARD_EDITION = AWARD_EDITIONS[AWARD_EDITIONS.length - 1] as Last<
  typeof AWARD_EDITIONS
>;

export function isAwardEdition(value: number): value is AwardEdition {
  return (AWARD_EDITIONS as readonly number[]).includes(value);
}

/**
 * Notification types (SPEC §3). Any other type that begins with `special_` is a special one too;
 * these are the ones a person chooses a channel for.
 */
export const NOTIFICATION_TYPES = [
  'valet_completed',
  'valet_request',
  'valet_request_accepted',
  'valet_inquiry',
  'contact_request',
  'contact_request_accepted',
  'chat_new_message',
  'special_join_promo',
  'awards',
  'special_valet_decision',
  'special_review_published',
] as const;
export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationType = KnownNotificationType | `special_${string}`;

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<KnownNotificationType, string>> = {
  valet_completed: 'A project submission is complete',
  valet_request: 'A project request',
  valet_request_accepted: 'A project request was accepted',
  valet_inquiry: 'A project inquiry',
  contact_request: 'A message through your profile',
  contact_request_accepted: 'Your message was answered',
  chat_new_message: 'A new chat message',
  special_join_promo: 'Offers to promote your company',
  awards: 'Awards news',
  special_valet_decision: 'A buyer decided on your quote',
  special_review_published: 'A new review of your company is published',
};

/**
 * Where a notification of a type goes: the app only, the app plus e-mail, or nowhere. By e-mail
 * means at once for what carries its own e-mail (a lead, a quote, a company's answer, a buyer's
 * decision), and otherwise in a digest of what stayed unread for 15 minutes.
 */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  app: 'In the app',
  email: 'In the app and by e-mail',
  off: 'Off',
};
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'app';
/**
 * Each type's channel until the person chooses one (issue 33), chosen for who receives it: a
 * company's leads and a buyer's answers from companies go by e-mail too, the rest stays in the app.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Readonly<
  Record<KnownNotificationType, NotificationChannel>
> = {
  // A company's leads and what buyers decide about its quotes.
  valet_request: 'email',
  contact_request: 'email',
  special_valet_decision: 'email',
  // A new review of the company, to answer while the client remembers the project.
  special_review_published: 'email',
  // A buyer's answers from companies.
  valet_request_accepted: 'email',
  valet_inquiry: 'email',
  contact_request_accepted: 'email',
  // Everything else.
  valet_completed: DEFAULT_NOTIFICATION_CHANNEL,
  chat_new_message: DEFAULT_NOTIFICATION_CHANNEL,
  special_join_promo: DEFAULT_NOTIFICATION_CHANNEL,
  awards: DEFAULT_NOTIFICATION_CHANNEL,
};
/** A notification still unread this long goes into the e-mail digest (channel `email`). */
export const NOTIFICATION_DIGEST_DELAY_MS = 15 * 60 * 1000;

/** How many notifications one Clear All deletes at most (SPEC §4). */
export const MAX_CLEARED_NOTIFICATIONS = 500;
/** What Clear All says when it is done (SPEC §4). */
export const NOTIFICATIONS_CLEARED = 'Notifications cleared successfully!';
