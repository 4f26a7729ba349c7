import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AWARD_EDITION_PHASES, AWARD_NOMINEE_SOURCES, AWARD_NOMINEE_STATUSES } from '../awards';
import { AWARD_EDITIONS } from '../options';

const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');

/** An edition's year: the editions are consecutive, 2021 to the latest. */
export const AwardEditionYearSchema = z.coerce
  .number<string | number>()
  .int()
  .min(AWARD_EDITIONS[0])
  .max(AWARD_EDITIONS[AWARD_EDITIONS.length - 1] ?? AWARD_EDITIONS[0]);

export const AwardWeightsSchema = z.object({
  jury: z.number().int(),
  votes: z.number().int(),
  reviews: z.number().int(),
});

export const AwardCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});
export type AwardCompany = z.infer<typeof AwardCompanySchema>;

/** A nominee's published score (after the winners are out; null before). */
export const AwardScorePartsSchema = z.object({
  jury: z.number(),
  votes: z.number(),
  reviews: z.number(),
  final: z.number(),
  counted_votes: z.number().int(),
  rank: z.number().int(),
});
export type AwardScoreParts = z.infer<typeof AwardScorePartsSchema>;

export const AwardNomineeSchema = z.object({
  id: z.number().int(),
  company: AwardCompanySchema,
  status: z.enum(AWARD_NOMINEE_STATUSES),
  source: z.enum(AWARD_NOMINEE_SOURCES),
  score: AwardScorePartsSchema.nullable(),
});
export type AwardNominee = z.infer<typeof AwardNomineeSchema>;

export const AwardCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  service: z.object({ slug: z.string(), name: z.string() }),
  region: z.object({ name: z.string() }).nullable(),
  winner_slots: z.number().int(),
  nominees: z.array(AwardNomineeSchema),
});
export type AwardCategory = z.infer<typeof AwardCategorySchema>;

export const AwardEditionSummarySchema = z.object({
  year: z.number().int(),
  phase: z.enum(AWARD_EDITION_PHASES),
  story: z.string(),
  weights: AwardWeightsSchema,
  /** ISO date the public vote ends (voting editions), or null. */
  voting_end: z.string().nullable(),
  winners_published_at: z.string().nullable(),
});
export type AwardEditionSummary = z.infer<typeof AwardEditionSummarySchema>;

export const AwardEditionSchema = AwardEditionSummarySchema.extend({
  categories: z.array(AwardCategorySchema),
});
export type AwardEditionPage = z.infer<typeof AwardEditionSchema>;

export const GetAwardEditionResponseSchema = z.object({ data: AwardEditionSchema });
export type GetAwardEditionResponse = z.infer<typeof GetAwardEditionResponseSchema>;

export const AwardEditionParamsSchema = z.object({ edition: AwardEditionYearSchema });

/** GET /awards/editions/{edition} — an edition with its categories and nominees (or winners). */
export const getAwardEditionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/awards/editions/:edition',
  api: 'main',
  operationId: 'getAwardEdition',
  summary: 'An awards edition',
  description:
    'An edition of the awards: its phase, story and published weights, every category with its nominees and, once the winners are published, each nominee’s score with its parts. An unknown edition is a 404.',
  tags: ['awards'],
  errors: [404],
  params: AwardEditionParamsSchema,
  response: GetAwardEditionResponseSchema,
});

export function getAwardEdition(transport: HttpTransport, edition: number, signal?: AbortSignal) {
  return callEndpoint(transport, getAwardEditionEndpoint, { params: { edition }, signal });
}

/** One company's nomination (and outcome) in one category of one edition. */
export const AwardNominationSchema = z.object({
  edition: z.number().int(),
  phase: z.enum(AWARD_EDITION_PHASES),
  category: z.object({ slug: z.string(), name: z.string(), service_slug: z.string() }),
  status: z.enum(AWARD_NOMINEE_STATUSES),
  score: AwardScorePartsSchema.nullable(),
});
export type AwardNomination = z.infer<typeof AwardNominationSchema>;

export const AwardCompanyPageSchema = z.object({
  company: AwardCompanySchema,
  nominations: z.array(AwardNominationSchema),
});
export type AwardCompanyPage = z.infer<typeof AwardCompanyPageSchema>;

/** /awards-{year}/{slug}: a category of the edition, or a company's nominations in it. */
export const AwardEditionEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('category'),
    edition: AwardEditionSummarySchema,
    category: AwardCategorySchema,
  }),
  z.object({
    kind: z.literal('company'),
    edition: AwardEditionSummarySchema,
    company: AwardCompanySchema,
    nominations: z.array(AwardNominationSchema),
  }),
]);
export type AwardEditionEntry = z.infer<typeof AwardEditionEntrySchema>;

export const GetAwardEditionEntryResponseSchema = z.object({ data: AwardEditionEntrySchema });
export type GetAwardEditionEntryResponse = z.infer<typeof GetAwardEditionEntryResponseSchema>;

/** GET /awards/editions/{edition}/{slug} — a category (by its slug) or a company (by its slug). */
export const getAwardEditionEntryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/awards/editions/:edition/:slug',
  api: 'main',
  operationId: 'getAwardEditionEntry',
  summary: 'A category or a company in an awards edition',
  description:
    'The category of the edition with this slug, with its nominees and published scores; otherwise the nominated company with this slug and its nominations in the edition. Anything else is a 404.',
  tags: ['awards'],
  errors: [404],
  params: z.object({ edition: AwardEditionYearSchema, slug: SlugSchema }),
  response: GetAwardEditionEntryResponseSchema,
});

export function getAwardEditionEntry(
  transport: HttpTransport,
  edition: number,
  slug: string,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, getAwardEditionEntryEndpoint, {
    params: { edition, slug },
    signal,
  });
}

export const GetCompanyAwardsResponseSchema = z.object({ data: AwardCompanyPageSchema });
export type GetCompanyAwardsResponse = z.infer<typeof GetCompanyAwardsResponseSchema>;

/** GET /awards/companies/{slug} — a company's nominations and wins across every edition. */
export const getCompanyAwardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/awards/companies/:slug',
  api: 'main',
  operationId: 'getCompanyAwards',
  summary: "A company's awards across editions",
  description:
    'Every nomination of the company, newest edition first, with its outcome and published score. A company never nominated, or unknown, is a 404.',
  tags: ['awards'],
  errors: [404],
  params: z.object({ slug: SlugSchema }),
  response: GetCompanyAwardsResponseSchema,
});

export function getCompanyAwards(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getCompanyAwardsEndpoint, { params: { slug }, signal });
}
