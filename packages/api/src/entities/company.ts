import { z } from 'zod';
import { ProfileScoreLevelSchema } from '../options';
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

/** What a listing shows of one company. */
export const CompanyListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  summary: z.string().nullable(),
  headquarter: z.object({ city: PlaceRefSchema, country: PlaceRefSchema }).nullable(),
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
});
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

export const PaginationMetaSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;
