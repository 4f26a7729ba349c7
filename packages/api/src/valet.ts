import { z } from 'zod';
import { intId, smallintId } from './bounds';
import { CaptchaFieldSchema } from './entities/user';
import { ProjectStageSchema } from './options';
import { EmailSchema, IdempotencyKeySchema, PersonNameSchema, UrlSchema } from './validation';
import { ProjectStartSchema, ValetUploadPathSchema } from './valet-fields';

/**
 * The project submission ("valet", SPEC §3, §4, §5, §9; issue 18): the ten slides a buyer walks,
 * the payload they build, and the rules every slide is checked with — by the wizard as the buyer
 * types and by the server when the project arrives.
 */

/** SPEC §4: the slides, in order. All are required except focuses. */
export const VALET_SLIDES = [
  'title',
  'description',
  'parent-services',
  'services',
  'focuses',
  'locations',
  'project-stage',
  'project-start',
  'project-budget',
  'customer-info',
] as const;
export type ValetSlide = (typeof VALET_SLIDES)[number];
export const OPTIONAL_VALET_SLIDES: readonly ValetSlide[] = ['focuses'];

/** SPEC §5, §9. */
export const VALET_MAX_PARENT_SERVICES = 3;
export const VALET_MAX_SERVICES = 5;
export const VALET_MAX_LOCATIONS = 10;
export const VALET_MAX_FOCUSES = 10;
export const VALET_MAX_FILES = 5;
/** Each brief document; a voice note is at most this long too. */
export const VALET_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const VALET_MAX_VOICE_SECONDS = 180;

/** SPEC §9: the budget range a buyer starts from. */
export const VALET_DEFAULT_BUDGET = { min: 15_000, max: 35_000 } as const;
export const VALET_BUDGET_FLOOR = 1_000;
export const VALET_BUDGET_CEILING = 1_000_000;
export const VALET_BUDGET_STEP = 1_000;

export const VALET_TITLE_MIN_LENGTH = 5;
export const VALET_TITLE_MAX_LENGTH = 120;
export const VALET_DESCRIPTION_MIN_LENGTH = 50;
export const VALET_DESCRIPTION_MAX_LENGTH = 5_000;

export const PROJECT_STAGE_LABELS = {
  planning: 'Planning: I have an idea and look for advice',
  'first-talks': 'First talks: I know what I need and want to talk to agencies',
  'exploring-offers': 'Exploring offers: I compare quotes',
  functional: 'Functional: something exists and needs work or growth',
} as const;

/** SPEC §9: which contact details the last slide asks for (a visitor's cookie variant). */
export const CONTACT_ROLES = [
  'Founder / CEO',
  'Marketing',
  'Product / Project manager',
  'Engineering / IT',
  'Procurement',
  'Other',
] as const;

export const ValetLocationSchema = z.object({
  type: z.enum(['country', 'city'], { error: 'must be country or city' }),
  id: intId('Pick a place from the list'),
});
export type ValetLocation = z.infer<typeof ValetLocationSchema>;

export const ValetTitleSchema = z
  .string({ error: 'Give the project a title' })
  .trim()
  .min(VALET_TITLE_MIN_LENGTH, { error: `Write at least ${VALET_TITLE_MIN_LENGTH} characters` })
  .max(VALET_TITLE_MAX_LENGTH, { error: `Use at most ${VALET_TITLE_MAX_LENGTH} characters` });

export const ValetDescriptionSchema = z
  .string({ error: 'Describe the project' })
  .trim()
  .min(VALET_DESCRIPTION_MIN_LENGTH, {
    error: `Write at least ${VALET_DESCRIPTION_MIN_LENGTH} characters, so agencies can quote`,
  })
  .max(VALET_DESCRIPTION_MAX_LENGTH, {
    error: `Use at most ${VALET_DESCRIPTION_MAX_LENGTH} characters`,
  });

export const ValetBudgetSchema = z
  .object({
    min: z
      .number({ error: 'Pick a budget' })
      .int()
      .min(VALET_BUDGET_FLOOR, { error: `At least $${VALET_BUDGET_FLOOR}` })
      .max(VALET_BUDGET_CEILING, { error: `At most $${VALET_BUDGET_CEILING}` }),
    max: z
      .number({ error: 'Pick a budget' })
      .int()
      .min(VALET_BUDGET_FLOOR, { error: `At least $${VALET_BUDGET_FLOOR}` })
      .max(VALET_BUDGET_CEILING, { error: `At most $${VALET_BUDGET_CEILING}` }),
  })
  .refine((budget) => budget.min <= budget.max, {
    error: 'The lower end must not be above the upper end',
    path: ['max'],
  });
export type ValetBudget = z.infer<typeof ValetBudgetSchema>;

const PhoneSchema = z
  .string()
  .trim()
  .max(40, { error: 'Use at most 40 characters' })
  .regex(/^[+()\d\s./-]*$/, { error: 'Use digits, spaces and + ( ) - . / only' });

/**
 * The fields of the submission payload (below), one rule each: the wizard's slides pick theirs
 * from here (valet-steps.ts), since a schema with refinements cannot be picked from.
 */
export const ValetSubmissionFieldsSchema = z.object({
  title: ValetTitleSchema,
  name: PersonNameSchema,
  email: EmailSchema,
  website: z.union([UrlSchema, z.literal('')]).default(''),
  phone: PhoneSchema.default(''),
  role: z.string().trim().max(80, { error: 'Use at most 80 characters' }).default(''),
  company_country: smallintId('Pick your country').optional(),
  company_city: intId('Pick your city').optional(),
  services: z
    .array(smallintId('Pick a service from the list'))
    .min(1, { error: 'Pick at least one service' })
    .max(VALET_MAX_SERVICES + VALET_MAX_PARENT_SERVICES, {
      error: `Pick at most ${VALET_MAX_SERVICES} services`,
    }),
  focuses: z
    .array(smallintId('Pick a focus from the list'))
    .max(VALET_MAX_FOCUSES, { error: `Pick at most ${VALET_MAX_FOCUSES} focuses` })
    .default([]),
  countries: z
    .array(smallintId('Pick a country from the list'))
    .max(VALET_MAX_LOCATIONS)
    .default([]),
  cities: z.array(intId('Pick a city from the list')).max(VALET_MAX_LOCATIONS).default([]),
  project_start: ProjectStartSchema,
  project_budget: ValetBudgetSchema.nullable(),
  project_stage: ProjectStageSchema,
  project_description: ValetDescriptionSchema,
  original_project_description: z
    .string()
    .max(VALET_DESCRIPTION_MAX_LENGTH * 2)
    .default(''),
  voice_recording_path: ValetUploadPathSchema.nullable().default(null),
  files: z
    .array(ValetUploadPathSchema)
    .max(VALET_MAX_FILES, { error: `Attach at most ${VALET_MAX_FILES} files` })
    .default([]),
  misc_meta: z
    .object({
      send_phone: z.boolean().default(true),
      form_style: z.enum(['with_focuses_step', 'without_focuses_step']).optional(),
      contact_details_mode: z.enum(['with_phone_and_role', 'without_phone_and_role']).optional(),
      source: z.string().max(200).optional(),
    })
    .default({ send_phone: true }),
  captcha: CaptchaFieldSchema,
  idempotency_key: IdempotencyKeySchema,
});

/**
 * SPEC §3 "Project submission payload": what the wizard sends, built from the selection, plus the
 * captcha and the idempotency key. `company_country` or `company_city` is the buyer's own
 * location (SPEC: company_{location type}). Countries and cities are empty when the location is
 * ignored; the budget is null when ignored.
 */
export const ValetSubmissionBodySchema = ValetSubmissionFieldsSchema.refine(
  (body) => body.company_country !== undefined || body.company_city !== undefined,
  { error: 'Pick where you are', path: ['company_country'] },
);
export type ValetSubmissionBody = z.input<typeof ValetSubmissionBodySchema>;
export type ValetSubmission = z.output<typeof ValetSubmissionBodySchema>;

// After the submission (issue 18): the project, its shortlist and the companies' answers.
export * from './valet-fields';
export * from './valet-projects';
