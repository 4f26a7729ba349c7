import { z } from 'zod';
import { ApiError, callEndpoint, defineEndpoint, fillPath, type HttpTransport } from '../http';
import {
  ValetLinkTokenSchema,
  ValetProjectStatusSchema,
  ValetProjectSchema,
  ValetReleaseBodySchema,
  ValetSubmissionBodySchema,
  ValetUploadSchema,
  type ValetReleaseBody,
  type ValetSubmissionBody,
  type ValetUploadKind,
} from '../valet';

/** Issue 18: the buyer's side of a project submission ("valet"). */

export const ValetUploadResponseSchema = z.object({ data: ValetUploadSchema });
export type ValetUploadResponse = z.infer<typeof ValetUploadResponseSchema>;

/**
 * POST /valet/uploads — `multipart/form-data` with a `kind` field (`file` or `voice`) first, then,
 * when nobody is signed in, a solved `captcha` (from GET /captcha/challenge), then one file field,
 * `file`. A brief document (PDF, Word, text, PNG, JPEG or WebP) or a voice note (WebM, Ogg or MP4
 * audio) of at most VALET_MAX_FILE_BYTES. Answers the path to send with the submission (`files`,
 * `voice_recording_path`) or a quote (`attachment_path`). Uploads count against byte quotas per
 * network and per account (docs/security.md): past one, a 429 names it and says when to come back.
 */
export const uploadValetFileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/uploads',
  api: 'main',
  operationId: 'uploadValetFile',
  summary: 'Upload a brief document or a voice note',
  description:
    'Takes multipart/form-data: a `kind` field (`file` or `voice`), then a solved `captcha` unless signed in, then one file field `file`. Brief documents are PDF, Word, plain text, PNG, JPEG or WebP; voice notes WebM, Ogg or MP4 audio; at most 10 MB. Answers the stored path to send with the project (or a quote). A wrong type is a 415, too large a file a 413, a missing or wrong captcha a 400 naming `captcha`; past the bytes a network or an account may upload per hour or per day, a 429 names the limit and Retry-After says when to try again.',
  tags: ['valet'],
  security: 'session-optional',
  errors: [413, 415, 429],
  upload: { field: 'file' },
  response: ValetUploadResponseSchema,
});

/**
 * Sends one file as the `file` field of a multipart form, after its `kind` and, for an anonymous
 * upload, the captcha's answer (signed-in uploads need none).
 */
export async function uploadValetFile(
  transport: HttpTransport,
  kind: ValetUploadKind,
  file: Blob,
  name?: string,
  captcha?: string,
): Promise<ValetUploadResponse> {
  const form = new FormData();
  form.append('kind', kind);
  if (captcha !== undefined) form.append('captcha', captcha);
  if (name === undefined) form.append('file', file);
  else form.append('file', file, name);
  const answer = await transport({
    api: uploadValetFileEndpoint.api,
    method: uploadValetFileEndpoint.method,
    path: fillPath(uploadValetFileEndpoint.path),
    body: form,
  });
  const parsed = ValetUploadResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(502, `Unexpected answer from POST /valet/uploads: ${parsed.error.message}`);
  return parsed.data;
}

export const ValetProjectResponseSchema = z.object({
  data: ValetProjectSchema,
  message: z.string(),
});
export type ValetProjectResponse = z.infer<typeof ValetProjectResponseSchema>;

/**
 * POST /valet/projects — the wizard's submission (SPEC §3 payload + captcha + idempotency key).
 * Stores the project, matches it and answers the shortlist. A guest (or a signed-in person whose
 * address is not the project's) is e-mailed a link to verify the address before the brief can be
 * released; nothing reaches any company yet.
 */
export const createValetProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects',
  api: 'main',
  operationId: 'createValetProject',
  summary: 'Submit a project and get a shortlist of matching companies',
  description:
    "Stores the project and answers it with a shortlist of up to 5 matching companies, each with the reasons it was picked. Nothing is sent to a company: the buyer releases the brief to the ones they choose. Unless the buyer is signed in with the project's verified e-mail address, a link to verify it (and to come back to the project) is e-mailed. A retried request with the same idempotency key answers the same project.",
  tags: ['valet'],
  security: 'session-optional',
  errors: [422],
  body: ValetSubmissionBodySchema,
  response: ValetProjectResponseSchema,
});

export function createValetProject(transport: HttpTransport, body: ValetSubmissionBody) {
  return callEndpoint(transport, createValetProjectEndpoint, { body });
}

export const VerifyValetProjectBodySchema = z.object({ token: ValetLinkTokenSchema }).strict();
export type VerifyValetProjectBody = z.infer<typeof VerifyValetProjectBodySchema>;

/**
 * POST /valet/projects/verify — follows the e-mailed link (`/project-submission/project/{token}`):
 * signs the buyer in (an account for the project's address, made without a password when there
 * is none), binds the project to them and answers it. The link works for 7 days, again and again.
 */
export const verifyValetProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects/verify',
  api: 'main',
  operationId: 'verifyValetProject',
  summary: 'Open a project with its e-mailed link (signs the buyer in)',
  description:
    'Spends the project link e-mailed to the buyer: the address is verified, the buyer is signed in (the session cookie is set; an account without a password is made for an address that has none) and the project is theirs. The link may be followed again for 7 days. An unknown link is a 404, an expired one a 410.',
  tags: ['valet'],
  errors: [404, 409, 410],
  body: VerifyValetProjectBodySchema,
  response: ValetProjectResponseSchema,
});

export function verifyValetProject(transport: HttpTransport, body: VerifyValetProjectBody) {
  return callEndpoint(transport, verifyValetProjectEndpoint, { body });
}

export const ValetProjectParamsSchema = z.object({
  id: z.uuid({ error: 'id: must be a project id' }),
});

export const GetValetProjectResponseSchema = z.object({ data: ValetProjectSchema });
export type GetValetProjectResponse = z.infer<typeof GetValetProjectResponseSchema>;

/** GET /valet/projects/{id} — the buyer's project: shortlist, answers, quotes, more matches. */
export const getValetProjectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/valet/projects/:id',
  api: 'main',
  operationId: 'getValetProject',
  summary: "A buyer's project with its shortlist and the companies' answers",
  description:
    "The project of the signed-in buyer: the brief, the shortlist with reasons, each released company's answer and quote, and the next best matches when fewer than 3 companies answered within the hour. Anyone else gets a 404.",
  tags: ['valet'],
  security: 'session',
  errors: [404],
  params: ValetProjectParamsSchema,
  response: GetValetProjectResponseSchema,
});

export function getValetProject(transport: HttpTransport, id: string, signal?: AbortSignal) {
  return callEndpoint(transport, getValetProjectEndpoint, { params: { id }, signal });
}

/**
 * POST /valet/projects/{id}/release — sends the brief to the chosen companies of the shortlist
 * (or of the more matches): a conversation with each and a `valet_request` notification and
 * e-mail to their people. Needs the verified buyer. Releasing a company twice changes nothing.
 */
export const releaseValetProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects/:id/release',
  api: 'main',
  operationId: 'releaseValetProject',
  summary: 'Send the brief to chosen companies',
  description:
    "Releases the brief to up to 5 companies of the project's shortlist or more matches: each gets a conversation with the buyer and a valet_request notification and e-mail. The buyer's address must be verified (a 409 otherwise); a company not offered is a 400 naming company_ids; a completed project is a 409. Companies released before are left as they are, so a retry changes nothing.",
  tags: ['valet'],
  security: 'session',
  errors: [404, 409],
  params: ValetProjectParamsSchema,
  body: ValetReleaseBodySchema,
  response: ValetProjectResponseSchema,
});

export function releaseValetProject(transport: HttpTransport, id: string, body: ValetReleaseBody) {
  return callEndpoint(transport, releaseValetProjectEndpoint, { params: { id }, body });
}

/** POST /valet/projects/{id}/complete — the buyer marks the project done. */
export const completeValetProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/valet/projects/:id/complete',
  api: 'main',
  operationId: 'completeValetProject',
  summary: 'Mark a project done',
  description:
    "The buyer marks the project done: the released companies' people get a valet_completed notification. Doing it again changes nothing; a project never released is a 409.",
  tags: ['valet'],
  security: 'session',
  errors: [404, 409],
  params: ValetProjectParamsSchema,
  response: ValetProjectResponseSchema,
});

export function completeValetProject(transport: HttpTransport, id: string) {
  return callEndpoint(transport, completeValetProjectEndpoint, { params: { id } });
}

/** A project in the buyer's list. */
export const ValetProjectSummarySchema = z.object({
  id: z.uuid(),
  status: ValetProjectStatusSchema,
  title: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  released_at: z.iso.datetime({ offset: true }).nullable(),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
  /** Companies the brief was released to, and how many of them sent a quote. */
  released_count: z.number().int().min(0),
  quote_count: z.number().int().min(0),
  /** Quotes the buyer has not accepted or declined yet. */
  open_quote_count: z.number().int().min(0),
  /** Messages from the companies the buyer has not read yet, over all the project's conversations. */
  unread_messages: z.number().int().min(0),
  /** The company the buyer hired; null: none yet. */
  hired_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ValetProjectSummary = z.infer<typeof ValetProjectSummarySchema>;

export const ListValetProjectsOfMineResponseSchema = z.object({
  data: z.array(ValetProjectSummarySchema),
});
export type ListValetProjectsOfMineResponse = z.infer<typeof ListValetProjectsOfMineResponseSchema>;

/** GET /valet/projects — the signed-in buyer's projects, newest first. */
export const listMyValetProjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/valet/projects',
  api: 'main',
  operationId: 'listMyValetProjects',
  summary: "The signed-in buyer's projects",
  description:
    'The projects bound to the signed-in person (by the e-mailed link, or submitted while signed in with a verified address), newest first.',
  tags: ['valet'],
  security: 'session',
  response: ListValetProjectsOfMineResponseSchema,
});

export function listMyValetProjects(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listMyValetProjectsEndpoint, { signal });
}
