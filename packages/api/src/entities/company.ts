import { z } from 'zod';
import { ProfileScoreLevelSchema, SCORE_PART_MAXIMUMS as PART_MAXIMUMS } from '../options';
import { PlaceRefSchema } from './location';

/** A labelled option value: `id` null means undisclosed. */
export const OptionValueSchema = z.object({
  id: z.number().int().nullable(),
  label: z.string(),
});
export type OptionValue = z.infer<typeof OptionValueSchema>;

export const CompanyServiceShareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  percentage: z.number().int().min(0).max(100),
});
export type CompanyServiceShare = z.infer<typeof CompanyServiceShareSchema>;

/**
 * Why a company ranks where it does: the points of each part of its profile score (docs/ranking.md),
 * whole numbers that add up to `score`.
 */
export const ScorePartsSchema = z.object({
  /** Up to 150: how many published reviews, newer ones weighing more. */
  review_volume: z.number().int().min(0),
  /** Up to 250: their average, newer ones weighing more, pulled towards 3 stars. */
  rating: z.number().int().min(0),
  /** Up to 250: the share of the profile that is filled in. */
  completeness: z.number().int().min(0),
  /** Up to 200: awards won and nominations. */
  awards: z.number().int().min(0),
  /** 150 when the company is verified. */
  verification: z.number().int().min(0),
});
export type ScoreParts = z.infer<typeof ScorePartsSchema>;

/** The most points each part can give (written in `option-lists.ts`, which pages read without zod). */
export const SCORE_PART_MAXIMUMS: Readonly<ScoreParts> = PART_MAXIMUMS;

/**
 * Why a company ranks where it does on a service listing (docs/ranking.md "On a service listing"):
 * its share of the searched services and the rank points the listing is ordered by.
 */
export const ServiceRelevanceSchema = z.object({
  /** The percentage of the company's work given to the searched services (their sum). */
  share: z.number().int().min(0).max(100),
  /** round(score × (100 + share) / 200): the whole score at 100 %, half of it at 0 %. */
  points: z.number().int().min(0),
});
export type ServiceRelevance = z.infer<typeof ServiceRelevanceSchema>;

/** What a listing shows of one company. */
export const CompanyListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  summary: z.string().nullable(),
  headquarter: z.object({ city: PlaceRefSchema, country: PlaceRefSchema }).nullable(),
  /** The address the company gave for its website (user-given: link it with rel="nofollow ugc"). */
  website: z.string().nullable().optional(),
  /**
   * With a country or city filter (the page's own place included), the company's offices in the
   * chosen places, headquarters first; empty without one (older clients may leave it out).
   */
  matching_offices: z
    .array(z.object({ city: PlaceRefSchema, country: PlaceRefSchema, headquarter: z.boolean() }))
    .optional(),
  rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().min(0),
  company_size: OptionValueSchema,
  hourly_rate: OptionValueSchema,
  project_size: OptionValueSchema,
  founded_year: z.number().int().nullable(),
  services: z.array(CompanyServiceShareSchema),
  verified: z.boolean(),
  sponsored: z.boolean(),
  award_count: z.number().int().min(0),
  score: z.number().int(),
  score_level: ProfileScoreLevelSchema,
  /** The score's parts; null until the company is first scored (older clients may leave it out). */
  score_parts: ScorePartsSchema.nullable().optional(),
  /**
   * On a listing filtered by services, in its default order: what orders it besides the score.
   * Null (or absent, for older clients) on any other listing.
   */
  relevance: ServiceRelevanceSchema.nullable().optional(),
});
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

export const PaginationMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;
