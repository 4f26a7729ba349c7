import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { MessageResponseSchema } from '../entities/user';

/** Rows of one kind in the export, each as the person's own record of it. */
const ExportRowsSchema = z.array(z.record(z.string(), z.unknown()));

/**
 * Everything tied to one person (issue 19, "Download my data"): their account and what they
 * wrote, saved, received and voted, and of other people only what they were shown already (the
 * names on conversations they take part in). Never a token, a password hash or a full address.
 */
export const AccountExportSchema = z.object({
  format: z.literal('agency-atlas-account-export/1'),
  exported_at: z.iso.datetime({ offset: true }),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    avatar: z.string().nullable(),
    has_password: z.boolean(),
    sign_in_providers: z.array(z.string()),
  }),
  email_preferences: z.record(z.string(), z.unknown()).nullable(),
  notification_preferences: ExportRowsSchema,
  sessions: ExportRowsSchema,
  saved_searches: ExportRowsSchema,
  reviews: ExportRowsSchema,
  review_helpful_votes: ExportRowsSchema,
  award_votes: ExportRowsSchema,
  conversations: ExportRowsSchema,
  contact_requests: ExportRowsSchema,
  notifications: ExportRowsSchema,
  company_memberships: ExportRowsSchema,
  company_claims: ExportRowsSchema,
  company_submissions: ExportRowsSchema,
  valet_projects: ExportRowsSchema,
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/**
 * GET /account/export — the person's data as one JSON file (`Content-Disposition: attachment`).
 * The page links to it, so the browser downloads it with the session cookie.
 */
export const exportAccountDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/export',
  api: 'main',
  operationId: 'exportAccountData',
  summary: "Download the signed-in person's data (JSON)",
  description:
    'Answers a JSON file as an attachment: the account, preferences, sessions (without tokens), saved searches, reviews written, helpful and award votes, conversations and messages they take part in, contact requests, notifications, company memberships, claims, submissions and projects.',
  tags: ['account'],
  security: 'session',
  errors: [429],
  response: AccountExportSchema,
});

export function exportAccountData(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, exportAccountDataEndpoint, { signal });
}

/** What an account without a password types to confirm its deletion. */
export const DELETE_CONFIRMATION = 'DELETE';

export const DeleteAccountBodySchema = z.object({
  /** Required when the account has a password. */
  current_password: z.string().max(128).optional(),
  /** For accounts without a password: the word DELETE, typed. */
  confirmation: z.string().max(20).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/**
 * POST /account/delete — deletes the account for good: personal data goes, published reviews stay
 * under "Anonymous reviewer", every session ends. The only owner of a company is refused (409).
 */
export const deleteAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/delete',
  api: 'main',
  operationId: 'deleteAccount',
  summary: 'Delete the account',
  description:
    'After the current password (or, without one, the typed word DELETE): deletes or anonymises every piece of personal data in one transaction. Published reviews stay, shown as by an anonymous reviewer. The only owner of a company is a 409 until they hand the ownership over.',
  tags: ['account'],
  security: 'session',
  errors: [409, 429],
  body: DeleteAccountBodySchema,
  response: MessageResponseSchema,
});

export function deleteAccount(transport: HttpTransport, body: DeleteAccountBody) {
  return callEndpoint(transport, deleteAccountEndpoint, { body });
}
