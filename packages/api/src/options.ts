import { z } from 'zod';

/**
 * The option lists of SPEC §3, written once. The server validates with these schemas, the seed
 * generator draws from these lists and the app renders their labels.
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
export const CompanySizeIdSchema = z.literal(COMPANY_SIZES.map((size) => size.id));

/** Hourly rate buckets; `null` is "Undisclosed". */
export const HOURLY_RATES = [
  { id: 29, label: '< $30' },
  { id: 30, label: '$30 - $70' },
  { id: 70, label: '$70 - $150' },
  { id: 150, label: '$150 - $250' },
  { id: 250, label: '$250+' },
] as const;
export type HourlyRateId = (typeof HOURLY_RATES)[number]['id'];
export const HourlyRateIdSchema = z.literal(HOURLY_RATES.map((rate) => rate.id));
export const UNDISCLOSED_LABEL = 'Undisclosed';

/** Minimum project sizes in US dollars; `null` is "Undisclosed". */
export const PROJECT_SIZES = [1000, 5000, 10000, 25000, 50000, 75000, 100000, 250000] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];
export const ProjectSizeSchema = z.literal(PROJECT_SIZES);

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
export const ProfileScoreLevelSchema = z.enum(PROFILE_SCORE_LEVELS);
export type ProfileScoreLevel = z.infer<typeof ProfileScoreLevelSchema>;

/** Sorting keys: the first four have a fixed direction, the rest can go up or down. */
export const FIXED_SORT_KEYS = ['verified', 'awards', 'score', 'rating'] as const;
export const ORDERABLE_SORT_KEYS = ['name', 'employees', 'price'] as const;
export const SortKeySchema = z.enum([...FIXED_SORT_KEYS, ...ORDERABLE_SORT_KEYS]);
export type SortKey = z.infer<typeof SortKeySchema>;
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;
export const SORT_LABELS: Record<SortKey, string> = {
  verified: 'Verified',
  awards: 'Awards',
  score: 'Score',
  rating: 'Rating',
  name: 'Company Name',
  employees: 'Team Size',
  price: 'Hourly Rate',
};

export const PROJECT_STAGES = [
  'planning',
  'first-talks',
  'exploring-offers',
  'functional',
] as const;
export const ProjectStageSchema = z.enum(PROJECT_STAGES);
export type ProjectStage = z.infer<typeof ProjectStageSchema>;

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

export function reviewCountFilterLabel(value: ReviewCountFilter): string {
  return value === 'all' ? 'All' : `${value}+ reviews`;
}

export function ratingFilterLabel(value: RatingFilter): string {
  if (value === 'all') return 'All';
  return value === 5 ? '5 stars only' : `${value} stars and up`;
}
