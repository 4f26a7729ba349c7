import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import {
  SURVEY_CSV_MAX_CHARS,
  SurveySchema,
  SurveySlugSchema,
  SurveySummarySchema,
  surveyDataPath,
} from '../surveys';

/** Issue 21: the survey reports, and staff's editing and response uploads in /admin. */

export const SurveyParamsSchema = z.object({ slug: SurveySlugSchema });

export const SurveyResponseSchema = z.object({ data: SurveySchema });
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;

export const SurveyListResponseSchema = z.object({ data: z.array(SurveySummarySchema) });
export type SurveyListResponse = z.infer<typeof SurveyListResponseSchema>;

/** GET /surveys — the published surveys, newest fieldwork first. */
export const listSurveysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/surveys',
  api: 'main',
  operationId: 'listSurveys',
  summary: 'Survey reports',
  description: 'Every published survey report with its summary and sample size.',
  tags: ['surveys'],
  response: SurveyListResponseSchema,
});

export function listSurveys(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listSurveysEndpoint, { signal });
}

/** GET /surveys/{slug} — a published survey with its charts' figures. */
export const getSurveyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/surveys/:slug',
  api: 'main',
  operationId: 'getSurvey',
  summary: 'A survey report',
  description:
    'A published survey: its text, the answer counts of every question (computed from the uploaded responses) and the figures computed from the listed companies, each with the number of companies behind it. An unknown or unpublished survey is a 404.',
  tags: ['surveys'],
  errors: [404],
  params: SurveyParamsSchema,
  response: SurveyResponseSchema,
});

export function getSurvey(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getSurveyEndpoint, { params: { slug }, signal });
}

/** GET /surveys/{slug}/data.csv — the responses behind a published survey, as CSV. */
export const getSurveyDataEndpoint = defineEndpoint({
  method: 'GET',
  path: surveyDataPath(':slug'),
  api: 'main',
  operationId: 'getSurveyData',
  summary: "A survey's responses as CSV",
  description:
    'The responses of a published survey as uploaded (RFC 4180 CSV, one row per respondent), as a download. An unknown or unpublished survey is a 404.',
  tags: ['surveys'],
  errors: [404],
  params: SurveyParamsSchema,
  responseType: 'text/csv',
  response: z.string().describe('RFC 4180 CSV: a header row, then one row per respondent'),
});

/** GET /admin/surveys — every survey, published or not (staff only). */
export const listAdminSurveysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/surveys',
  api: 'main',
  operationId: 'listAdminSurveys',
  summary: 'Survey reports (staff only)',
  description: 'Every survey, published or not. Anyone but staff gets a 404.',
  tags: ['surveys'],
  security: 'staff',
  response: SurveyListResponseSchema,
});

export function listAdminSurveys(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listAdminSurveysEndpoint, { signal });
}

/** GET /admin/surveys/{slug} — a survey in any state, for its editor (staff only). */
export const getAdminSurveyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/surveys/:slug',
  api: 'main',
  operationId: 'getAdminSurvey',
  summary: 'A survey for editing (staff only)',
  description: 'A survey, published or not, with its figures. Anyone but staff gets a 404.',
  tags: ['surveys'],
  security: 'staff',
  errors: [404],
  params: SurveyParamsSchema,
  response: SurveyResponseSchema,
});

export function getAdminSurvey(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getAdminSurveyEndpoint, { params: { slug }, signal });
}

const text = (field: string, max: number, min = 0) =>
  z
    .string({ error: `${field}: required` })
    .trim()
    .min(min, { error: `${field}: use at least ${min} characters` })
    .max(max, { error: `${field}: use at most ${max} characters` });

const date = (field: string) => z.iso.date({ error: `${field}: a date as YYYY-MM-DD` });

/** A survey's text as staff save it; the charts come from the responses, not from here. */
export const SurveyInputSchema = z
  .object({
    title: text('title', 200, 3),
    summary: text('summary', 1000, 10),
    key_findings: z
      .array(text('key_findings', 400, 3), { error: 'key_findings: a list of sentences' })
      .max(10, { error: 'key_findings: at most 10' }),
    methodology: text('methodology', 4000, 10),
    fielded_from: date('fielded_from'),
    fielded_to: date('fielded_to'),
    published: z.boolean({ error: 'published: true or false' }),
  })
  .strict()
  .refine((survey) => survey.fielded_from <= survey.fielded_to, {
    error: 'fielded_to: the fieldwork cannot end before it starts',
    path: ['fielded_to'],
  });
export type SurveyInput = z.input<typeof SurveyInputSchema>;

export const AdminSurveyResponseSchema = z.object({ data: SurveySchema, message: z.string() });
export type AdminSurveyResponse = z.infer<typeof AdminSurveyResponseSchema>;

/** PUT /admin/surveys/{slug} — edits a survey's text, and publishes or unpublishes it. */
export const updateSurveyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/surveys/:slug',
  api: 'main',
  operationId: 'updateSurvey',
  summary: 'Edit a survey (staff only)',
  description:
    "Replaces a survey's title, summary, key findings, methodology and fieldwork dates, and publishes or unpublishes it. Anyone but staff gets a 404.",
  tags: ['surveys'],
  security: 'staff',
  errors: [404],
  params: SurveyParamsSchema,
  body: SurveyInputSchema,
  response: AdminSurveyResponseSchema,
});

export function updateSurvey(transport: HttpTransport, slug: string, body: SurveyInput) {
  return callEndpoint(transport, updateSurveyEndpoint, { params: { slug }, body });
}

export const SurveyResponsesUploadSchema = z
  .object({
    /** The responses file's text: a header row naming the columns, then one row per respondent. */
    csv: z
      .string({ error: 'csv: the text of a CSV file' })
      .min(1, { error: 'csv: the file is empty' })
      .max(SURVEY_CSV_MAX_CHARS, {
        error: `csv: the file is larger than ${SURVEY_CSV_MAX_CHARS / 1_000_000} MB`,
      }),
  })
  .strict();
export type SurveyResponsesUpload = z.infer<typeof SurveyResponsesUploadSchema>;

/** POST /admin/surveys/{slug}/responses — replaces the responses and recomputes the charts. */
export const uploadSurveyResponsesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/surveys/:slug/responses',
  api: 'main',
  operationId: 'uploadSurveyResponses',
  summary: "Upload a survey's responses (staff only)",
  description:
    "Replaces a survey's responses with a CSV file (a `respondent` column, then one column per question) and recomputes every chart and the sample size from it. An unknown column, a missing question, or a value a question does not accept is a 400 naming the row and the column; nothing is changed then. Anyone but staff gets a 404.",
  tags: ['surveys'],
  security: 'staff',
  errors: [404],
  params: SurveyParamsSchema,
  body: SurveyResponsesUploadSchema,
  response: AdminSurveyResponseSchema,
});

export function uploadSurveyResponses(
  transport: HttpTransport,
  slug: string,
  body: SurveyResponsesUpload,
) {
  return callEndpoint(transport, uploadSurveyResponsesEndpoint, { params: { slug }, body });
}
