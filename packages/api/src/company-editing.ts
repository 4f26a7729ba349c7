import { z } from 'zod';
import { smallintId, intId } from './bounds';
import { CompanyNameSchema, CompanyWebsiteSchema } from './company-submissions';
import { CompanySizeIdSchema, HourlyRateIdSchema, ProjectSizeSchema } from './options';
import { EmailSchema } from './validation';

/**
 * SPEC §3 "Company profile (editing)" and "Company save payload" (issue 16): what the profile
 * editor reads and saves, step by step. Every rule names its field, so the editor and the server
 * say the same thing.
 */

/** The editor's steps, in order (SPEC §4: loading an existing company marks them all done). */
export const EDITOR_STEPS = ['basics', 'services', 'portfolio', 'locations', 'faqs'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];
export const EDITOR_STEP_LABELS: Readonly<Record<EditorStep, string>> = {
  basics: 'Basics',
  services: 'Services',
  portfolio: 'Portfolio',
  locations: 'Locations',
  faqs: 'FAQs',
};

/** SPEC §9: a focus is saved with this share. */
export const FOCUS_PERCENTAGE = 8;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const MAX_EXTRA_EMAILS = 5;
export const FOUNDED_YEAR_MIN = 1800;

const percentage = (field: string) =>
  z
    .number({ error: `${field}: a whole percentage from 1 to 100` })
    .int({ error: `${field}: a whole percentage from 1 to 100` })
    .min(1, { error: `${field}: a whole percentage from 1 to 100` })
    .max(100, { error: `${field}: a whole percentage from 1 to 100` });

/** Shares that must add up to 100 (or be none, when `optional`), each id once. */
function shareList<Item extends { percentage: number }>(
  item: z.ZodType<Item>,
  idOf: (item: Item) => number,
  label: string,
  optional: boolean,
) {
  return z
    .array(item, { error: `${label}: a list` })
    .max(30, { error: `At most 30 ${label}` })
    .refine((items) => optional || items.length > 0, { error: `Pick at least one of the ${label}` })
    .refine((items) => new Set(items.map(idOf)).size === items.length, {
      error: `Each of the ${label} once`,
    })
    .refine(
      (items) =>
        items.length === 0 || items.reduce((sum, entry) => sum + entry.percentage, 0) === 100,
      { error: `The ${label} must add up to 100 %` },
    );
}

const ServiceShareSchema = z.object({
  service_id: smallintId('service_id: pick a service'),
  percentage: percentage('services'),
});
const IndustryShareSchema = z.object({
  industry_id: smallintId('industry_id: pick an industry'),
  percentage: percentage('industries'),
});
const ClientTypeShareSchema = z.object({
  client_type_id: smallintId('client_type_id: pick a client type'),
  percentage: percentage('client types'),
});

export const BasicsSchema = z
  .object({
    name: CompanyNameSchema,
    summary: z
      .string({ error: 'Describe the company in a sentence or two' })
      .trim()
      .min(20, { error: 'Write at least 20 characters' })
      .max(500, { error: 'Use at most 500 characters' }),
    website: CompanyWebsiteSchema,
    email: EmailSchema,
    /** More addresses leads may go to. */
    emails: z
      .array(EmailSchema, { error: 'emails: a list of addresses' })
      .max(MAX_EXTRA_EMAILS, { error: `At most ${MAX_EXTRA_EMAILS} more addresses` }),
    /** HTML from the rich-text editor; the server keeps only what the profile page shows. */
    description: z
      .string()
      .max(DESCRIPTION_MAX_LENGTH, { error: `Use at most ${DESCRIPTION_MAX_LENGTH} characters` }),
    project_size: ProjectSizeSchema.nullable(),
    company_size: CompanySizeIdSchema,
    hourly_rate: HourlyRateIdSchema.nullable(),
    founded_year: z
      .number({ error: 'A year, like 2012' })
      .int({ error: 'A year, like 2012' })
      .min(FOUNDED_YEAR_MIN, { error: `A year from ${FOUNDED_YEAR_MIN}` })
      .max(2100, { error: 'A year, like 2012' })
      .nullable(),
  })
  .strict();
export type Basics = z.infer<typeof BasicsSchema>;

export const ServicesStepSchema = z
  .object({
    services: shareList(ServiceShareSchema, (item) => item.service_id, 'services', false),
    /** Saved with FOCUS_PERCENTAGE each (SPEC §9). */
    focuses: z
      .array(smallintId('focuses: pick from the list'), { error: 'focuses: a list' })
      .max(30, { error: 'At most 30 focuses' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each focus once' }),
    industries: shareList(IndustryShareSchema, (item) => item.industry_id, 'industries', true),
    client_types: shareList(
      ClientTypeShareSchema,
      (item) => item.client_type_id,
      'client types',
      true,
    ),
  })
  .strict();
export type ServicesStep = z.infer<typeof ServicesStepSchema>;

/**
 * A phone number as people write it: an optional +, then digits with spaces, dots, dashes or
 * brackets between them; 7 to 15 digits in all (the E.164 length).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9][0-9 ().-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const LocationSchema = z.object({
  /** An office saved before; left out for a new one. */
  id: intId('id: must be an office id').optional(),
  country_id: smallintId('Pick the country'),
  city_id: intId('Pick the city'),
  address: z.string().trim().max(300, { error: 'Use at most 300 characters' }),
  postcode: z.string().trim().max(20, { error: 'Use at most 20 characters' }),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  phone: z
    .string()
    .trim()
    .max(40, { error: 'Use at most 40 characters' })
    .refine((value) => value === '' || isPhoneNumber(value), {
      error: 'Enter a phone number with its country code, like +351 21 123 4567',
    }),
  headquarter: z.boolean(),
});
export type LocationInput = z.infer<typeof LocationSchema>;

export const LocationsStepSchema = z
  .object({
    locations: z
      .array(LocationSchema, { error: 'locations: a list' })
      .min(1, { error: 'Add the headquarters' })
      .max(50, { error: 'At most 50 offices' })
      .refine((items) => items.filter((item) => item.headquarter).length === 1, {
        error: 'Mark exactly one office as the headquarters',
      }),
  })
  .strict();
export type LocationsStep = z.infer<typeof LocationsStepSchema>;

const faqAnswer = z.string().trim().max(1000, { error: 'Use at most 1000 characters' });

export const FaqsStepSchema = z
  .object({
    founder: faqAnswer,
    projects_year: faqAnswer,
    project_cost: faqAnswer,
    values: faqAnswer,
  })
  .strict();
export type FaqsStep = z.infer<typeof FaqsStepSchema>;

export const PORTFOLIO_MAX_ITEMS = 12;

export const PortfolioItemSchema = z.object({
  /** An item saved before; left out for a new one. */
  id: intId('id: must be a portfolio item id').optional(),
  name: z
    .string({ error: 'Name the project' })
    .trim()
    .min(2, { error: 'Name the project' })
    .max(120, { error: 'Use at most 120 characters' }),
  /** What PUT /companies/{slug}/images answered for the uploaded image. */
  image_path: z
    .string({ error: 'Upload an image' })
    .regex(/^portfolio\/\d+\/[0-9a-f]{32}\.webp$/, { error: 'Upload an image' }),
  description: z.string().trim().max(1000, { error: 'Use at most 1000 characters' }),
});
export type PortfolioItemInput = z.infer<typeof PortfolioItemSchema>;

export const PortfolioStepSchema = z
  .object({
    items: z
      .array(PortfolioItemSchema, { error: 'items: a list' })
      .max(PORTFOLIO_MAX_ITEMS, { error: `At most ${PORTFOLIO_MAX_ITEMS} projects` }),
  })
  .strict();
export type PortfolioStep = z.infer<typeof PortfolioStepSchema>;

/** The company as the editor loads it. */
export const CompanyEditingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  basics: z.object({
    name: z.string(),
    summary: z.string(),
    website: z.string(),
    email: z.string(),
    emails: z.array(z.string()),
    description: z.string(),
    project_size: ProjectSizeSchema.nullable(),
    company_size: CompanySizeIdSchema,
    hourly_rate: HourlyRateIdSchema.nullable(),
    founded_year: z.number().int().nullable(),
  }),
  services: z.object({
    services: z.array(z.object({ service_id: z.number().int(), percentage: z.number().int() })),
    focuses: z.array(z.number().int()),
    industries: z.array(z.object({ industry_id: z.number().int(), percentage: z.number().int() })),
    client_types: z.array(
      z.object({ client_type_id: z.number().int(), percentage: z.number().int() }),
    ),
  }),
  portfolio: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        image_path: z.string(),
        image_url: z.string(),
        description: z.string(),
      }),
    ),
  }),
  // As stored: offices saved before these rules (or by other means) are shown as they are.
  locations: z.object({
    locations: z.array(
      z.object({
        id: z.number().int(),
        country_id: z.number().int(),
        country_name: z.string(),
        city_id: z.number().int(),
        city_name: z.string(),
        address: z.string(),
        postcode: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        phone: z.string(),
        phone_validated: z.boolean(),
        headquarter: z.boolean(),
      }),
    ),
  }),
  faqs: FaqsStepSchema,
});
export type CompanyEditing = z.infer<typeof CompanyEditingSchema>;
