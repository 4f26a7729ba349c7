import { z } from 'zod';
import { ProfileScoreLevelSchema } from '../options';
import { CompanyServiceShareSchema, OptionValueSchema } from './company';
import { PlaceRefSchema } from './location';

/** A focus, industry or client type with its share of the company's work. */
export const CompanyShareSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  percentage: z.number().int().min(0).max(100),
});
export type CompanyShare = z.infer<typeof CompanyShareSchema>;

export const PORTFOLIO_KINDS = ['image', 'video'] as const;

export const PortfolioItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PORTFOLIO_KINDS),
  /** The picture (for a video, its still). */
  image: z.string(),
  /** For videos: where the video plays (an external page or a file). */
  video_url: z.string().nullable(),
  description: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const CompanyOfficeSchema = z.object({
  id: z.number().int(),
  city: PlaceRefSchema,
  country: PlaceRefSchema,
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  headquarter: z.boolean(),
});
export type CompanyOffice = z.infer<typeof CompanyOfficeSchema>;

/** SPEC §3 faqs. */
export const CompanyFaqsSchema = z.object({
  founder: z.string().nullable(),
  projects_year: z.string().nullable(),
  project_cost: z.string().nullable(),
  values: z.string().nullable(),
});
export type CompanyFaqs = z.infer<typeof CompanyFaqsSchema>;

export const CompanyAwardSchema = z.object({
  edition: z.number().int(),
  result: z.enum(['winner', 'nominee']),
  service: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type CompanyAward = z.infer<typeof CompanyAwardSchema>;

/**
 * Everything a visitor reads on a company's profile. `description_html` is already sanitised by
 * the server with an allow-list (no scripts, no event handlers, no foreign styles).
 */
export const CompanyProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  summary: z.string().nullable(),
  description_html: z.string().nullable(),
  website: z.string().nullable(),
  headquarter: z.object({ city: PlaceRefSchema, country: PlaceRefSchema }).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  review_count: z.number().int().min(0),
  verified: z.boolean(),
  sponsored: z.boolean(),
  score: z.number().int(),
  score_level: ProfileScoreLevelSchema,
  company_size: OptionValueSchema,
  hourly_rate: OptionValueSchema,
  project_size: OptionValueSchema,
  founded_year: z.number().int().nullable(),
  services: z.array(CompanyServiceShareSchema),
  focuses: z.array(CompanyShareSchema),
  industries: z.array(CompanyShareSchema),
  client_types: z.array(CompanyShareSchema),
  portfolio: z.array(PortfolioItemSchema),
  /** Headquarters first. */
  locations: z.array(CompanyOfficeSchema),
  faqs: CompanyFaqsSchema.nullable(),
  /** Newest edition first. */
  awards: z.array(CompanyAwardSchema),
  updated_at: z.string(),
  /**
   * The median minutes from a lead (a released project or a message) to the company's first
   * answer (issue 18); null while it has not answered enough leads to tell.
   */
  median_reply_minutes: z.number().int().min(0).nullable().optional(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;
