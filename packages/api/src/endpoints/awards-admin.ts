import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AWARD_APPLICATION_STATUSES, AWARD_NOMINEE_SOURCES, AWARD_VOTE_STATUSES } from '../awards';
import { intId } from '../bounds';
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

/** A category as staff manage it: its slots, and every nominee with the votes cast for it. */
export const AwardAdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  winner_slots: z.number().int(),
  /** Votes cast in the category (any state). */
  votes: z.number().int(),
  nominees: z.array(
    z.object({
      id: z.number().int(),
      company: z.string(),
      source: z.enum(AWARD_NOMINEE_SOURCES),
      votes: z.number().int(),
    }),
  ),
});
export type AwardAdminCategory = z.infer<typeof AwardAdminCategorySchema>;

export const AwardsAdminSchema = z.object({
  edition: AwardEditionSummarySchema,
  /** The edition's categories with their nominees, by name. */
  category_list: z.array(AwardAdminCategorySchema),
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
  params: z.object({ id: intId() }),
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
  params: z.object({ id: intId() }),
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
  params: z.object({ id: intId() }),
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
  params: z.object({ id: intId() }),
  body: z.object({ count: z.number().int().min(1).max(20) }),
  response: z.object({ data: z.object({ added: z.number().int() }) }),
});

export function nominateFromRanking(transport: HttpTransport, id: number, count: number) {
  return callEndpoint(transport, nominateFromRankingEndpoint, { params: { id }, body: { count } });
}

const StaffIdParamsSchema = z.object({
  id: intId(),
});

export const UpdateAwardEditionBodySchema = z
  .object({
    story: z.string().trim().min(20, 'tell the edition’s story (at least 20 characters)').max(5000),
    jury_weight: z.number().int().min(0).max(100),
    votes_weight: z.number().int().min(0).max(100),
    reviews_weight: z.number().int().min(0).max(100),
  })
  .refine((body) => body.jury_weight + body.votes_weight + body.reviews_weight === 100, {
    error: 'the weights must add up to 100',
    path: ['jury_weight'],
  });
export type UpdateAwardEditionBody = z.infer<typeof UpdateAwardEditionBodySchema>;

/** PUT /admin/awards/editions/{edition} — the edition's story and the weights of its score. */
export const updateAwardEditionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/awards/editions/:edition',
  api: 'main',
  operationId: 'updateAwardEdition',
  summary: 'Edit an edition’s story and weights',
  description:
    'Staff only: the story shown on the edition’s page and the weights (adding up to 100) of jury, public votes and reviews in the published score, recorded in the audit log. Once the winners are published it is a 409: a published result keeps the weights it was counted with.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: AwardEditionParamsSchema,
  body: UpdateAwardEditionBodySchema,
  response: z.object({ data: AwardEditionSummarySchema }),
});

export const UpdateAwardCategoryBodySchema = z.object({
  winner_slots: z.number().int().min(0).max(10),
});

/** PATCH /admin/awards/categories/{id} — how many of a category's nominees win. */
export const updateAwardCategoryEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin/awards/categories/:id',
  api: 'main',
  operationId: 'updateAwardCategory',
  summary: 'Change a category’s number of winners',
  description:
    'Staff only: the number of best-scored nominees that win the category. Once the edition’s winners are published it is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: StaffIdParamsSchema,
  body: UpdateAwardCategoryBodySchema,
  response: z.object({ data: AwardAdminCategorySchema }),
});

/** DELETE /admin/awards/categories/{id} — a category nobody voted in yet. */
export const deleteAwardCategoryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/awards/categories/:id',
  api: 'main',
  operationId: 'deleteAwardCategory',
  summary: 'Remove a category',
  description:
    'Staff only: removes a category and its nominees. A category with votes, or in an edition whose winners are published, is a 409: votes people cast are never thrown away.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: StaffIdParamsSchema,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

/** DELETE /admin/awards/nominees/{id} — withdraws a nominee nobody voted for yet. */
export const deleteAwardNomineeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/awards/nominees/:id',
  api: 'main',
  operationId: 'deleteAwardNominee',
  summary: 'Withdraw a nominee',
  description:
    'Staff only: removes a company from a category (for example one nominated by mistake). A nominee with votes, or in an edition whose winners are published, is a 409.',
  tags: ['awards', 'staff'],
  security: 'staff',
  errors: [404, 409],
  params: StaffIdParamsSchema,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export function updateAwardEdition(
  transport: HttpTransport,
  edition: number,
  body: UpdateAwardEditionBody,
) {
  return callEndpoint(transport, updateAwardEditionEndpoint, { params: { edition }, body });
}

export function updateAwardCategory(
  transport: HttpTransport,
  id: number,
  body: z.infer<typeof UpdateAwardCategoryBodySchema>,
) {
  return callEndpoint(transport, updateAwardCategoryEndpoint, { params: { id }, body });
}

export function deleteAwardCategory(transport: HttpTransport, id: number) {
  return callEndpoint(transport, deleteAwardCategoryEndpoint, { params: { id } });
}

export function deleteAwardNominee(transport: HttpTransport, id: number) {
  return callEndpoint(transport, deleteAwardNomineeEndpoint, { params: { id } });
}
