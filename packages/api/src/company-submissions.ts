import { z } from 'zod';
import { decimalInteger, intId, smallintId, SMALLINT_MAX } from './bounds';
import { CompanySizeIdSchema } from './options';
import { EmailSchema, IdempotencyKeySchema, UrlSchema } from './validation';

/**
 * SPEC §3 "submit store": what a new company is submitted with (issue 16). Every rule names its
 * field, so forms and the server say the same thing. The profile itself is completed later in the
 * editor; this is what staff need to decide and what a listing needs to show the company.
 */
export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_SUMMARY_MIN_LENGTH = 20;
export const COMPANY_SUMMARY_MAX_LENGTH = 500;

export const CompanyNameSchema = z
  .string({ error: 'Enter the company name' })
  .trim()
  .min(2, { error: 'Enter the company name' })
  .max(COMPANY_NAME_MAX_LENGTH, { error: `Use at most ${COMPANY_NAME_MAX_LENGTH} characters` });

export const CompanyWebsiteSchema = UrlSchema.pipe(
  z.string().max(300, { error: 'Use at most 300 characters' }),
);

export const CompanySubmissionSchema = z.object({
  name: CompanyNameSchema,
  website: CompanyWebsiteSchema,
  /** The company's public address for enquiries. */
  email: EmailSchema,
  summary: z
    .string({ error: 'Describe the company in a sentence or two' })
    .trim()
    .min(COMPANY_SUMMARY_MIN_LENGTH, {
      error: `Write at least ${COMPANY_SUMMARY_MIN_LENGTH} characters`,
    })
    .max(COMPANY_SUMMARY_MAX_LENGTH, {
      error: `Use at most ${COMPANY_SUMMARY_MAX_LENGTH} characters`,
    }),
  company_size: CompanySizeIdSchema.or(
    decimalInteger({ min: 0, max: SMALLINT_MAX, error: 'Pick the size' }).pipe(CompanySizeIdSchema),
  ),
  /** The headquarters (SPEC §4: exactly one). */
  country_id: smallintId('Pick the country of the headquarters'),
  city_id: intId('Pick the city of the headquarters'),
  /** The main service (100 % until the editor splits it). */
  service_id: smallintId('Pick the main service'),
});
export type CompanySubmission = z.infer<typeof CompanySubmissionSchema>;
export type CompanySubmissionInput = z.input<typeof CompanySubmissionSchema>;

export const SubmitCompanyBodySchema = CompanySubmissionSchema.extend({
  idempotency_key: IdempotencyKeySchema,
});
export type SubmitCompanyBody = z.input<typeof SubmitCompanyBodySchema>;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

/** How long staff take to decide, as the confirmation page and the e-mails promise it. */
export const SUBMISSION_REVIEW_DAYS = 2;

/** A submission as its submitter and staff read it. */
export const CompanySubmissionRowSchema = z.object({
  id: z.number().int(),
  status: SubmissionStatusSchema,
  name: z.string(),
  website: z.string(),
  email: z.string(),
  summary: z.string(),
  company_size: z.number().int(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({ id: z.number().int(), name: z.string() }),
  submitter: z.object({ name: z.string(), email: z.string() }),
  reason: z.string().nullable(),
  /** The company approval created, once approved. */
  company_slug: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CompanySubmissionRow = z.infer<typeof CompanySubmissionRowSchema>;
