import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AWARD_APPLICATION_STATUSES, AWARD_VOTE_STATUSES } from '../awards';
import { INT_MAX } from '../bounds';
import { AwardEditionParamsSchema } from './awards-pages';

export const AwardVoteBodySchema = z.object({
  nominee_id: z.number().int().positive().max(INT_MAX),
  /** A guest's address, where the one-time link goes; a signed-in voter's account is used instead. */
  email: z.email('must be an e-mail address').max(254).optional(),
});
export type AwardVoteBody = z.infer<typeof AwardVoteBodySchema>;

export const AwardVoteResultSchema = z.object({
  /** `pending`: a link was e-mailed; `counted`: it counts; `held`: it waits for review. */
  status: z.enum(AWARD_VOTE_STATUSES),
  message: z.string(),
});
export type AwardVoteResult = z.infer<typeof AwardVoteResultSchema>;

export const AwardVoteResponseSchema = z.object({ data: AwardVoteResultSchema });
export type AwardVoteResponse = z.infer<typeof AwardVoteResponseSchema>;

/** POST /awards/votes — one vote per verified person per category. */
export const castAwardVoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/awards/votes',
  api: 'main',
  operationId: 'castAwardVote',
  summary: 'Vote for a nominee',
  description:
    'A signed-in voter with a verified e-mail votes at once; a guest gets a one-time link by e-mail and the vote counts when it is followed. One vote per person per category (a second is a 409: change it instead); members of a nominated company cannot vote in its category (403); disposable addresses are refused; bursts from one network are held for review.',
  tags: ['awards'],
  security: 'session-optional',
  errors: [403, 404, 409, 429],
  body: AwardVoteBodySchema,
  response: AwardVoteResponseSchema,
});

export function castAwardVote(transport: HttpTransport, body: AwardVoteBody) {
  return callEndpoint(transport, castAwardVoteEndpoint, { body });
}

/** POST /awards/votes/change — changes the person's vote in the nominee's category. */
export const changeAwardVoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/awards/votes/change',
  api: 'main',
  operationId: 'changeAwardVote',
  summary: 'Change a vote',
  description:
    'Moves the person’s vote in the nominee’s category to this nominee until voting ends: at once for a signed-in voter, through a new one-time link for a guest (the old vote counts until then).',
  tags: ['awards'],
  security: 'session-optional',
  errors: [403, 404, 409, 429],
  body: AwardVoteBodySchema,
  response: AwardVoteResponseSchema,
});

export function changeAwardVote(transport: HttpTransport, body: AwardVoteBody) {
  return callEndpoint(transport, changeAwardVoteEndpoint, { body });
}

export const ConfirmAwardVoteBodySchema = z.object({ token: z.string().min(20).max(200) });

export const ConfirmAwardVoteResponseSchema = z.object({
  data: AwardVoteResultSchema.extend({
    edition: z.number().int(),
    category: z.string(),
    nominee: z.string(),
  }),
});
export type ConfirmAwardVoteResponse = z.infer<typeof ConfirmAwardVoteResponseSchema>;

/** POST /awards/votes/confirm — the e-mailed one-time link, followed. */
export const confirmAwardVoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/awards/votes/confirm',
  api: 'main',
  operationId: 'confirmAwardVote',
  summary: 'Confirm a guest’s vote',
  description:
    'Confirms the vote (or the change) an e-mailed one-time link names. An unknown link is a 404; a used or expired one a 410; after the voting end a 409.',
  tags: ['awards'],
  errors: [404, 409, 410, 429],
  body: ConfirmAwardVoteBodySchema,
  response: ConfirmAwardVoteResponseSchema,
});

export function confirmAwardVote(transport: HttpTransport, token: string) {
  return callEndpoint(transport, confirmAwardVoteEndpoint, { body: { token } });
}

export const MyAwardVoteSchema = z.object({
  category_id: z.number().int(),
  nominee_id: z.number().int(),
  status: z.enum(AWARD_VOTE_STATUSES),
});
export type MyAwardVote = z.infer<typeof MyAwardVoteSchema>;

export const ListMyAwardVotesResponseSchema = z.object({ data: z.array(MyAwardVoteSchema) });

/** GET /awards/editions/{edition}/my-votes — the signed-in voter's votes in an edition. */
export const listMyAwardVotesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/awards/editions/:edition/my-votes',
  api: 'main',
  operationId: 'listMyAwardVotes',
  summary: 'My votes in an edition',
  description: 'The signed-in voter’s votes in the edition, one per category.',
  tags: ['awards'],
  security: 'session',
  errors: [404],
  params: AwardEditionParamsSchema,
  response: ListMyAwardVotesResponseSchema,
});

export function listMyAwardVotes(transport: HttpTransport, edition: number, signal?: AbortSignal) {
  return callEndpoint(transport, listMyAwardVotesEndpoint, { params: { edition }, signal });
}

export const QuestionnaireOptionsSchema = z.object({
  /** The edition companies apply to (the newest without published winners), or null. */
  edition: z.number().int().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The signed-in member's companies. */
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  /** Their applications so far. */
  applications: z.array(
    z.object({
      id: z.number().int(),
      company: z.string(),
      category: z.string(),
      status: z.enum(AWARD_APPLICATION_STATUSES),
    }),
  ),
});
export type QuestionnaireOptions = z.infer<typeof QuestionnaireOptionsSchema>;

/** GET /awards/questionnaire — what a member can apply for, and their applications. */
export const getAwardsQuestionnaireEndpoint = defineEndpoint({
  method: 'GET',
  path: '/awards/questionnaire',
  api: 'main',
  operationId: 'getAwardsQuestionnaire',
  summary: 'The awards questionnaire: categories, companies, applications',
  description:
    'For a signed-in member: the categories of the edition open to applications, the companies they manage and their applications so far.',
  tags: ['awards'],
  security: 'session',
  response: z.object({ data: QuestionnaireOptionsSchema }),
});

export function getAwardsQuestionnaire(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getAwardsQuestionnaireEndpoint, { signal });
}

export const AwardApplicationBodySchema = z.object({
  company_id: z.number().int().positive().max(INT_MAX),
  category_id: z.number().int().positive().max(INT_MAX),
  evidence: z
    .string()
    .trim()
    .min(50, 'tell the jury at least 50 characters about your work in this category')
    .max(5000, 'keep it under 5,000 characters'),
});
export type AwardApplicationBody = z.infer<typeof AwardApplicationBodySchema>;

/** POST /awards/questionnaire — a company applies for a category, with evidence. */
export const applyForAwardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/awards/questionnaire',
  api: 'main',
  operationId: 'applyForAward',
  summary: 'Apply for an awards category',
  description:
    'A member applies for one of their companies in a category of the open edition, with evidence for the jury; staff accept it as a nomination or reject it. Another company’s id is a 404; a second application or a company already nominated there is a 409.',
  tags: ['awards'],
  security: 'session',
  errors: [404, 409],
  body: AwardApplicationBodySchema,
  response: z.object({
    data: z.object({ id: z.number().int(), status: z.enum(AWARD_APPLICATION_STATUSES) }),
  }),
});

export function applyForAward(transport: HttpTransport, body: AwardApplicationBody) {
  return callEndpoint(transport, applyForAwardEndpoint, { body });
}
