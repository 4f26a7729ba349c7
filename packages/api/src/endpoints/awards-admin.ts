import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AWARD_APPLICATION_STATUSES, AWARD_VOTE_STATUSES } from '../awards';
import { INT_MAX } from '../bounds';
import { AwardEditionParamsSchema, AwardEditionSummarySchema } from './awards-pages';

export const AwardVoteRowSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  nominee: z.string(),
  status: z.enum(AWARD_VOTE_STATUSES),
  reason: z.string().nullable(),
  /** The network's keyed hash (never an address). */
  network: z.string(),
  created_at: z.string(),
});
export type AwardVoteRow = z.infer<typeof AwardVoteRowSchema>;

const StatusCountsSchema = z.object({
  pending: z.number().int(),
  counted: z.number().int(),
  held: z.number().int(),
  discarded: z.number().int(),
});

export const AwardsIntegrityReportSchema = z.object({
  /** The day reported (UTC), YYYY-MM-DD. */
  day: z.string(),
  totals: StatusCountsSchema,
  /** The busiest networks of the day. */
  by_network: z.array(StatusCountsSchema.extend({ network: z.string() })),
  /** Votes per hour (0–23, UTC) of the day. */
  by_hour: z.array(z.object({ hour: z.number().int(), votes: z.number().int() })),
  /** Held votes waiting for a decision, and the day's discarded ones, each with its reason. */
  held: z.array(AwardVoteRowSchema),
  discarded: z.array(AwardVoteRowSchema),
});
export type AwardsIntegrityReport = z.infer<typeof AwardsIntegrityReportSchema>;

export const AwardApplicationRowSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  category: z.string(),
  evidence: z.string(),
  status: z.enum(AWARD_APPLICATION_STATUSES),
});
export type AwardApplicationRow = z.infer<typeof AwardApplicationRowSchema>;

export const AwardsAdminSchema = z.object({
  edition: AwardEditionSummarySchema,
  /** Questionnaires waiting for a decision. */
  applications: z.array(AwardApplicationRowSchema),
  categories: z.number().int(),
  nominees: z.number().int(),
  pending_applications: z.number().int(),
  integrity: AwardsIntegrityReportSchema,
});
export type AwardsAdmin = z.infer<typeof AwardsAdminSchema>;

export const GetAwardsAdminQuerySchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2025-10-01')
    .optional(),
});

/** GET /admin/awards/editions/{edition} — staff: an edition and its daily integrity report. */
export const getAwardsAdminEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/awards/editions/:edition',
  api: 'main',
  operationId: 'getAwardsAdmin',
  summary: 'An awards edition for staff, with its integrity report',
  description:
    'Staff only: the edition’s phase and counts, and the integrity report of a day (today by default): votes by network and by hour, held votes waiting for a decision and discarded ones, each with its reason.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404],
  params: AwardEditionParamsSchema,
  querystring: GetAwardsAdminQuerySchema,
  response: z.object({ data: AwardsAdminSchema }),
});

export function getAwardsAdmin(
  transport: HttpTransport,
  edition: number,
  query: { day?: string } = {},
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getAwardsAdminEndpoint, { params: { edition }, query, signal });
}

export const DecideAwardVoteBodySchema = z.object({
  decision: z.enum(['count', 'discard']),
  reason: z.string().trim().min(3, 'say why, in a few words').max(300),
});
export type DecideAwardVoteBody = z.infer<typeof DecideAwardVoteBodySchema>;

/** POST /admin/awards/votes/{id}/decision — staff count or discard a held vote, with the reason. */
export const decideAwardVoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/awards/votes/:id/decision',
  api: 'main',
  operationId: 'decideAwardVote',
  summary: 'Count or discard a held vote',
  description:
    'Staff only: a held vote is counted or discarded, with the reason kept on the vote and in the audit log. A vote that is not held is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: z.object({ id: z.coerce.number<string | number>().int().positive().max(INT_MAX) }),
  body: DecideAwardVoteBodySchema,
  response: z.object({ data: AwardVoteRowSchema }),
});

export function decideAwardVote(transport: HttpTransport, id: number, body: DecideAwardVoteBody) {
  return callEndpoint(transport, decideAwardVoteEndpoint, { params: { id }, body });
}

export const SetJuryScoreBodySchema = z.object({
  juror: z.string().trim().min(1).max(80),
  score: z.number().int().min(0).max(100),
});

/** PUT /admin/awards/nominees/{id}/jury — staff record one juror's score of a nominee. */
export const setJuryScoreEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/awards/nominees/:id/jury',
  api: 'main',
  operationId: 'setJuryScore',
  summary: 'Record a juror’s score',
  description:
    'Staff only: one juror’s score (0–100) of a nominee, replacing that juror’s earlier score. After the winners are published it is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: z.object({ id: z.coerce.number<string | number>().int().positive().max(INT_MAX) }),
  body: SetJuryScoreBodySchema,
  response: z.object({
    data: z.object({ nominee_id: z.number().int(), scores: z.number().int() }),
  }),
});

export function setJuryScore(
  transport: HttpTransport,
  id: number,
  body: z.infer<typeof SetJuryScoreBodySchema>,
) {
  return callEndpoint(transport, setJuryScoreEndpoint, { params: { id }, body });
}

export const PublishAwardWinnersResponseSchema = z.object({
  data: z.object({
    edition: z.number().int(),
    winners: z.number().int(),
    /** Members of winning companies told through the `awards` notification. */
    notified: z.number().int(),
  }),
});

/** POST /admin/awards/editions/{edition}/publish — staff publish the winners. */
export const publishAwardWinnersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/awards/editions/:edition/publish',
  api: 'main',
  operationId: 'publishAwardWinners',
  summary: 'Publish an edition’s winners',
  description:
    'Staff only, once voting has ended: counts every category with the published rule, stores each nominee’s parts and score, marks the best `winner_slots` of each category winners, writes the directory’s award results and tells the members of winning companies (the `awards` notification). While voting is open, or once published, it is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: AwardEditionParamsSchema,
  response: PublishAwardWinnersResponseSchema,
});

export function publishAwardWinners(transport: HttpTransport, edition: number) {
  return callEndpoint(transport, publishAwardWinnersEndpoint, { params: { edition } });
}

export const DecideAwardApplicationBodySchema = z.object({
  decision: z.enum(['accept', 'reject']),
});

/** POST /admin/awards/applications/{id}/decision — staff accept a questionnaire as a nomination. */
export const decideAwardApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/awards/applications/:id/decision',
  api: 'main',
  operationId: 'decideAwardApplication',
  summary: 'Accept or reject a questionnaire',
  description:
    'Staff only: accepting nominates the company in the category (source questionnaire); rejecting closes the application. A decided application is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: z.object({ id: z.coerce.number<string | number>().int().positive().max(INT_MAX) }),
  body: DecideAwardApplicationBodySchema,
  response: z.object({
    data: z.object({ id: z.number().int(), status: z.enum(AWARD_APPLICATION_STATUSES) }),
  }),
});

export function decideAwardApplication(
  transport: HttpTransport,
  id: number,
  body: z.infer<typeof DecideAwardApplicationBodySchema>,
) {
  return callEndpoint(transport, decideAwardApplicationEndpoint, { params: { id }, body });
}

export const CreateAwardCategoryBodySchema = z.object({
  /** The service of the category (its slug in the directory). */
  service_slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a service slug'),
  /** A region (its slug) to narrow the category to, or none. */
  region_slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a region slug')
    .nullable()
    .default(null),
  winner_slots: z.number().int().min(0).max(10).default(1),
});
export type CreateAwardCategoryBody = z.input<typeof CreateAwardCategoryBodySchema>;

/** POST /admin/awards/editions/{edition}/categories — staff add a category to an edition. */
export const createAwardCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/awards/editions/:edition/categories',
  api: 'main',
  operationId: 'createAwardCategory',
  summary: 'Add a category to an edition',
  description:
    'Staff only: a category for a service, optionally within a region, with its number of winners. An unknown service or region is a 404; a category that exists already, or an edition whose winners are out, a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: AwardEditionParamsSchema,
  body: CreateAwardCategoryBodySchema,
  response: z.object({
    data: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  }),
});

export function createAwardCategory(
  transport: HttpTransport,
  edition: number,
  body: CreateAwardCategoryBody,
) {
  return callEndpoint(transport, createAwardCategoryEndpoint, { params: { edition }, body });
}

/** POST /admin/awards/categories/{id}/ranking — staff nominate the best-ranked companies. */
export const nominateFromRankingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/awards/categories/:id/ranking',
  api: 'main',
  operationId: 'nominateFromRanking',
  summary: 'Nominate the best-ranked companies of a category',
  description:
    'Staff only: nominates the `count` companies with the best directory score that offer the category’s service (in its region, when it has one) and are not nominated yet. After the winners are published it is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: z.object({ id: z.coerce.number<string | number>().int().positive().max(INT_MAX) }),
  body: z.object({ count: z.number().int().min(1).max(20) }),
  response: z.object({ data: z.object({ added: z.number().int() }) }),
});

export function nominateFromRanking(transport: HttpTransport, id: number, count: number) {
  return callEndpoint(transport, nominateFromRankingEndpoint, { params: { id }, body: { count } });
}
