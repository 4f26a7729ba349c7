import { z } from 'zod';
import { smallintId } from './bounds';
import { webDomainOf } from './company-memberships';
import { isFreeMailDomain } from './free-mail';

/**
 * Verifying a listed company (issue 33, point 7): its members send evidence — the registration
 * number and country, an address at the company's own web domain (proved by an e-mailed link) and
 * documents — and staff decide with a checklist. A verified company keeps the badge, the score's
 * verification part and TOP 10 eligibility until the verification expires or is revoked.
 */

/**
 * A request's life: `pending` until staff decide; `approved` while it is the company's current
 * verification; `rejected`; `expired` (its period ended), `revoked` (staff withdrew it) or
 * `superseded` (a renewal replaced it).
 */
export const VERIFICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'revoked',
  'superseded',
] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES, {
  error: `status: ${VERIFICATION_STATUSES.join(', ')}`,
});
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

export const VERIFICATION_STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  pending: 'Waiting for review',
  approved: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
  revoked: 'Revoked',
  superseded: 'Renewed',
};

/** What the company sees: its verification as one state. */
export const VERIFICATION_STATES = [
  'not_requested',
  'pending',
  'email_confirmed',
  'verified',
  'rejected',
  'expired',
  'revoked',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

const check = (name: string) => z.boolean({ error: `${name}: tick it or leave it unticked` });

/** What staff tick before deciding; approving needs every one. */
export const VerificationChecklistSchema = z
  .object({
    registration_checked: check('registration_checked'),
    email_confirmed: check('email_confirmed'),
    documents_match_name: check('documents_match_name'),
    documents_current: check('documents_current'),
    website_matches: check('website_matches'),
  })
  .strict();
export type VerificationChecklist = z.infer<typeof VerificationChecklistSchema>;
export type VerificationCheck = keyof VerificationChecklist;
export const VERIFICATION_CHECKS = VerificationChecklistSchema.keyof().options;

export const VERIFICATION_CHECK_LABELS: Readonly<Record<VerificationCheck, string>> = {
  registration_checked: "Registration number checked against the country's company registry",
  email_confirmed: "The address at the company's domain is confirmed",
  documents_match_name: 'The documents name the company as it is listed',
  documents_current: 'The documents are current and legible',
  website_matches: 'The website and the documents describe the same company',
};

/** How long an e-mailed confirmation link works. */
export const VERIFICATION_LINK_HOURS = 72;
/** A verified company may ask for a renewal this many days before it expires. */
export const VERIFICATION_RENEWAL_DAYS = 30;
/** Documents per request, and waiting (uploaded, not yet sent) per company. */
export const VERIFICATION_DOCUMENTS_MAX = 5;
export const VERIFICATION_DOCUMENTS_WAITING_MAX = 10;
/** The largest document accepted (the server reads no more). */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the file chooser offers: PDFs and images; the server checks the content. */
export const VERIFICATION_DOCUMENT_TYPES = 'application/pdf,image/png,image/jpeg,image/webp';

/**
 * The domain a company's verification address must be at: its website's host without `www.`,
 * or null when it has no website or the website is at a free e-mail provider's domain.
 */
export function verificationDomainOf(website: string | null): string | null {
  const domain = website ? webDomainOf(website) : null;
  return domain && !isFreeMailDomain(domain) ? domain : null;
}

/** Whether the address is at the company's own domain (or a subdomain), free mail never. */
export function isAtVerificationDomain(email: string, website: string | null): boolean {
  const site = verificationDomainOf(website);
  const mail = email.includes('@') ? webDomainOf(email) : null;
  if (!site || !mail || isFreeMailDomain(mail)) return false;
  return mail === site || mail.endsWith(`.${site}`);
}

export const RegistrationNumberSchema = z
  .string({ error: 'Enter the registration number' })
  .trim()
  .min(2, { error: 'Enter the registration number' })
  .max(64, { error: 'Use at most 64 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, {
    error: 'Use letters, digits, spaces, dots, slashes and hyphens only',
  });

export const VerificationCountryIdSchema = smallintId('Choose the country of registration');

export const VerificationDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

/** A request as the company reads it. */
export const CompanyVerificationRequestSchema = z.object({
  id: z.number().int(),
  status: VerificationStatusSchema,
  registration_number: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  documents: z.array(VerificationDocumentSchema),
  /** Staff's reason for a rejection or a revocation (and their note on an approval). */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type CompanyVerificationRequest = z.infer<typeof CompanyVerificationRequestSchema>;

/** A request as staff read it in the queue, with the documents to open. */
export const CompanyVerificationRowSchema = CompanyVerificationRequestSchema.extend({
  company: z.object({
    slug: z.string(),
    name: z.string(),
    website: z.string().nullable(),
    verified: z.boolean(),
  }),
  submitted_by: z.object({ name: z.string(), email: z.string() }).nullable(),
  documents: z.array(VerificationDocumentSchema.extend({ url: z.string() })),
  /** Whether the address is at the company's website domain today. */
  email_at_domain: z.boolean(),
  checklist: VerificationChecklistSchema.nullable(),
});
export type CompanyVerificationRow = z.infer<typeof CompanyVerificationRowSchema>;
