import { z } from 'zod';
import { EmailSchema, IdempotencyKeySchema } from './validation';

/**
 * Who runs a company's listing (SPEC §6, issue 16): claims, join requests, invitations and the
 * members themselves. Every rule names its field, so forms and the server say the same thing.
 */

/** A company has owners (everything, members included) and managers (the profile and leads). */
export const COMPANY_MEMBER_ROLES = ['owner', 'manager'] as const;
export const CompanyMemberRoleSchema = z.enum(COMPANY_MEMBER_ROLES, {
  error: 'role: owner or manager',
});
export type CompanyMemberRole = z.infer<typeof CompanyMemberRoleSchema>;

export const COMPANY_MEMBER_ROLE_LABELS: Readonly<Record<CompanyMemberRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
};

/** How long the e-mailed links stay good. */
export const CLAIM_LINK_HOURS = 24;
export const INVITATION_DAYS = 7;
/** How long staff take to review a claim that could not be proved by e-mail. */
export const CLAIM_REVIEW_DAYS = 2;

/**
 * A claim is proved at once by a link sent to an address at the company's own web domain
 * (`awaiting_email` until it is followed), or else waits for staff with the evidence given
 * (`pending`).
 */
export const CLAIM_STATUSES = ['awaiting_email', 'pending', 'approved', 'rejected'] as const;
export const ClaimStatusSchema = z.enum(CLAIM_STATUSES, {
  error: 'status: awaiting_email, pending, approved or rejected',
});
export type ClaimStatus = z.infer<typeof ClaimStatusSchema>;

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  awaiting_email: 'Waiting for the e-mail link',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const CLAIM_EVIDENCE_MIN_LENGTH = 20;
export const CLAIM_EVIDENCE_MAX_LENGTH = 2000;

export const JobTitleSchema = z
  .string({ error: 'Enter your job title' })
  .trim()
  .min(2, { error: 'Enter your job title' })
  .max(100, { error: 'Use at most 100 characters' });

export const ClaimEvidenceSchema = z
  .string()
  .trim()
  .max(CLAIM_EVIDENCE_MAX_LENGTH, { error: `Use at most ${CLAIM_EVIDENCE_MAX_LENGTH} characters` });

/** A company's URL name as it appears in paths. */
export const CompanySlugSchema = z
  .string({ error: 'company: pick a company' })
  .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, { error: 'company: pick a company' });

/** The secret of an e-mailed link (a claim or an invitation). */
export const LinkTokenSchema = z
  .string({ error: 'This link is not valid' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is not valid' });

/**
 * The web domain of a URL or an e-mail address's domain, lower-cased without `www.`; null when
 * there is none.
 */
export function webDomainOf(value: string): string | null {
  const text = value.trim().toLowerCase();
  let host: string;
  if (text.includes('@') && !text.includes('://')) host = text.slice(text.lastIndexOf('@') + 1);
  else {
    try {
      host = new URL(/^[a-z][a-z\d+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '');
  return host.includes('.') ? host : null;
}

/**
 * Whether an e-mail address is at the company's own web domain (or one of its subdomains), which
 * proves a claim once a link sent there is followed.
 */
export function emailAtCompanyDomain(email: string, website: string | null): boolean {
  if (!website) return false;
  const site = webDomainOf(website);
  const mail = webDomainOf(email);
  if (!site || !mail) return false;
  return mail === site || mail.endsWith(`.${site}`);
}

export const ClaimBodySchema = z
  .object({
    company_slug: CompanySlugSchema,
    /** Where the proving link goes: an address at the company's domain proves the claim. */
    email: EmailSchema,
    job_title: JobTitleSchema,
    /** Required when the e-mail is not at the company's domain: staff read it. */
    evidence: ClaimEvidenceSchema.optional(),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type ClaimBody = z.input<typeof ClaimBodySchema>;

/** A claim as the claimant and staff read it. */
export const CompanyClaimRowSchema = z.object({
  id: z.number().int(),
  status: ClaimStatusSchema,
  company: z.object({
    slug: z.string(),
    name: z.string(),
    website: z.string().nullable(),
  }),
  claimant: z.object({ name: z.string(), email: z.string() }),
  email: z.string(),
  job_title: z.string(),
  evidence: z.string().nullable(),
  /** Whether the e-mail is at the company's own web domain. */
  domain_match: z.boolean(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CompanyClaimRow = z.infer<typeof CompanyClaimRowSchema>;

/** A listed company someone may claim or join. */
export const ClaimCandidateSchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** "Kyiv, Ukraine": the headquarters. */
  location: z.string().nullable(),
  /** Whether the company already has members: it can then be joined, not claimed. */
  claimed: z.boolean(),
});
export type ClaimCandidate = z.infer<typeof ClaimCandidateSchema>;

export const CompanyMemberSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: CompanyMemberRoleSchema,
  since: z.string(),
  /** The signed-in person's own row. */
  is_me: z.boolean(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

export const CompanyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyMemberRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

export const JoinRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: CompanyMemberRoleSchema,
  message: z.string().nullable(),
  created_at: z.string(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;
