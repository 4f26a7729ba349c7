import { z } from 'zod';
import { CompanySlugSchema, LinkTokenSchema } from '../company-memberships';
import {
  CompanyVerificationRequestSchema,
  RegistrationNumberSchema,
  VERIFICATION_DOCUMENTS_MAX,
  VERIFICATION_STATES,
  VerificationCountryIdSchema,
  VerificationDocumentSchema,
} from '../company-verification';
import { intId } from '../bounds';
import { ApiError, callEndpoint, defineEndpoint, fillPath, type HttpTransport } from '../http';
import { EmailSchema, IdempotencyKeySchema } from '../validation';

/**
 * Issue 33, point 7: a company's own verification, asked for by its members (owners and
 * managers). Every call is company-scoped: anyone but a member gets the 404 of a company that
 * does not exist.
 */

export const CompanyVerificationParamsSchema = z.object({ slug: CompanySlugSchema });

export const CompanyVerificationSchema = z.object({
  company: z.object({
    slug: z.string(),
    name: z.string(),
    website: z.string().nullable(),
    verified: z.boolean(),
  }),
  state: z.enum(VERIFICATION_STATES),
  /** Until when the current verification holds (the state `verified`). */
  verified_until: z.string().nullable(),
  /** The domain the address must be at (the website's); null without a website of its own. */
  email_domain: z.string().nullable(),
  /** Whether a request can be sent now (none is waiting; not verified, or within renewal). */
  can_request: z.boolean(),
  /** How many months a verification holds. */
  validity_months: z.number().int(),
  /** The latest request, whatever became of it. */
  request: CompanyVerificationRequestSchema.nullable(),
  /** Documents uploaded for the next request and not sent yet. */
  waiting_documents: z.array(VerificationDocumentSchema),
});
export type CompanyVerification = z.infer<typeof CompanyVerificationSchema>;

export const CompanyVerificationResponseSchema = z.object({ data: CompanyVerificationSchema });
export type CompanyVerificationResponse = z.infer<typeof CompanyVerificationResponseSchema>;

/** GET /companies/{slug}/verification — where the company's verification stands. */
export const getCompanyVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/verification',
  api: 'main',
  operationId: 'getCompanyVerification',
  summary: "A company's verification (members only)",
  description:
    'Where the verification stands (not requested, waiting, address confirmed, verified until a date, rejected with the reason, expired, revoked), the latest request and the documents uploaded for the next one. Anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyVerificationParamsSchema,
  response: CompanyVerificationResponseSchema,
});

export const VerificationDocumentResponseSchema = z.object({
  data: VerificationDocumentSchema,
  message: z.string(),
});
export type VerificationDocumentResponse = z.infer<typeof VerificationDocumentResponseSchema>;

/**
 * POST /companies/{slug}/verification/documents — `multipart/form-data` with one file field,
 * `document`: a PDF, PNG, JPEG or WebP (checked by its content) of at most 10 MB.
 */
export const uploadVerificationDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/verification/documents',
  api: 'main',
  operationId: 'uploadVerificationDocument',
  summary: 'Upload a document for verification (members only)',
  description:
    'Takes multipart/form-data with one file field, `document`: a PDF, PNG, JPEG or WebP of at most 10 MB, checked by its content (anything else is a 415, a larger file a 413). It waits, private, until the request that names it is sent; unsent documents are deleted after a day. Uploads are limited per address and per account (429). Anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  upload: { field: 'document' },
  errors: [404, 409, 413, 415],
  params: CompanyVerificationParamsSchema,
  response: VerificationDocumentResponseSchema,
});

export const VerificationDocumentParamsSchema = z.object({
  slug: CompanySlugSchema,
  id: intId('id: must be a document id'),
});

/** DELETE /companies/{slug}/verification/documents/{id} — removes a document not sent yet. */
export const deleteVerificationDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/companies/:slug/verification/documents/:id',
  api: 'main',
  operationId: 'deleteVerificationDocument',
  summary: 'Remove an uploaded document not sent yet (members only)',
  description:
    'Deletes a document uploaded for the next request; documents sent with a request stay with it. An unknown document is a 404, and so is anyone but a member.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: VerificationDocumentParamsSchema,
  response: CompanyVerificationResponseSchema.extend({ message: z.string() }),
});

export const RequestVerificationBodySchema = z
  .object({
    registration_number: RegistrationNumberSchema,
    /** Where the company is registered. */
    country_id: VerificationCountryIdSchema,
    /** An address at the company's website domain: a link sent there proves it. */
    email: EmailSchema,
    /** Documents uploaded for this request (at least one). */
    document_ids: z
      .array(intId('document_ids: must be ids of uploaded documents'), {
        error: 'document_ids: upload at least one document',
      })
      .min(1, { error: 'Upload at least one document' })
      .max(VERIFICATION_DOCUMENTS_MAX, {
        error: `Send at most ${VERIFICATION_DOCUMENTS_MAX} documents`,
      }),
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();
export type RequestVerificationBody = z.input<typeof RequestVerificationBodySchema>;

/** POST /companies/{slug}/verification — sends the evidence; a link goes to the address. */
export const requestCompanyVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/verification',
  api: 'main',
  operationId: 'requestCompanyVerification',
  summary: 'Ask for the company to be verified (members only)',
  description:
    "Sends the registration number and country, an address at the company's website domain (free e-mail providers never count; a link is e-mailed there to confirm it) and the uploaded documents for staff to review. One request waits at a time (a 409 while one does, or while the company is verified and not yet within renewal); after a rejection a new one can be sent. A retried request with the same idempotency key creates nothing new. Anyone but a member gets a 404.",
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409, 422],
  params: CompanyVerificationParamsSchema,
  body: RequestVerificationBodySchema,
  response: CompanyVerificationResponseSchema.extend({ message: z.string() }),
});

/** POST /companies/{slug}/verification/email-link — the confirmation link again, a new one. */
export const resendCompanyVerificationLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/verification/email-link',
  api: 'main',
  operationId: 'resendCompanyVerificationLink',
  summary: 'Send the confirmation link again (members only)',
  description:
    'E-mails a new confirmation link to the address of the waiting request (the old link stops working). A 409 when no request waits or its address is confirmed already; anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404, 409],
  params: CompanyVerificationParamsSchema,
  response: CompanyVerificationResponseSchema.extend({ message: z.string() }),
});

export const ConfirmVerificationEmailBodySchema = z.object({ token: LinkTokenSchema }).strict();
export type ConfirmVerificationEmailBody = z.infer<typeof ConfirmVerificationEmailBodySchema>;

export const ConfirmVerificationEmailResponseSchema = z.object({
  data: z.object({ company_slug: z.string(), company_name: z.string() }),
  message: z.string(),
});
export type ConfirmVerificationEmailResponse = z.infer<
  typeof ConfirmVerificationEmailResponseSchema
>;

/** POST /company-verification/confirm — follows the link e-mailed to the company's address. */
export const confirmVerificationEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/company-verification/confirm',
  api: 'main',
  operationId: 'confirmVerificationEmail',
  summary: "Confirm the address at the company's domain with the e-mailed link",
  description:
    "Spends the link e-mailed to the address of a waiting verification request: the address is confirmed. It must be followed signed in as a member of the company; an unknown or replaced link (or another company's) is a 404, a used or expired one a 410.",
  tags: ['companies'],
  security: 'session',
  errors: [404, 410],
  body: ConfirmVerificationEmailBodySchema,
  response: ConfirmVerificationEmailResponseSchema,
});

export function getCompanyVerification(
  transport: HttpTransport,
  slug: string,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getCompanyVerificationEndpoint, { params: { slug }, signal });
}

export function deleteVerificationDocument(transport: HttpTransport, slug: string, id: number) {
  return callEndpoint(transport, deleteVerificationDocumentEndpoint, { params: { slug, id } });
}

export function requestCompanyVerification(
  transport: HttpTransport,
  slug: string,
  body: RequestVerificationBody,
) {
  return callEndpoint(transport, requestCompanyVerificationEndpoint, { params: { slug }, body });
}

export function resendCompanyVerificationLink(transport: HttpTransport, slug: string) {
  return callEndpoint(transport, resendCompanyVerificationLinkEndpoint, { params: { slug } });
}

export function confirmVerificationEmail(
  transport: HttpTransport,
  body: ConfirmVerificationEmailBody,
) {
  return callEndpoint(transport, confirmVerificationEmailEndpoint, { body });
}

/** Sends a document as the `document` field of a multipart form. */
export async function uploadVerificationDocument(
  transport: HttpTransport,
  slug: string,
  file: Blob,
): Promise<VerificationDocumentResponse> {
  const form = new FormData();
  form.append('document', file);
  const answer = await transport({
    api: uploadVerificationDocumentEndpoint.api,
    method: uploadVerificationDocumentEndpoint.method,
    path: fillPath(uploadVerificationDocumentEndpoint.path, { slug }),
    body: form,
  });
  const parsed = VerificationDocumentResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      502,
      `Unexpected answer from POST /companies/:slug/verification/documents: ${parsed.error.message}`,
    );
  return parsed.data;
}
