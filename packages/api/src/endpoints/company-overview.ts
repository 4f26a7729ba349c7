import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { ProfileScoreLevelSchema } from '../options';

/** What a company can do next to rank higher, with the points the ranking function gives it. */
export const OverviewStepSchema = z.object({
  /** `verify`, `review`, or the profile part (`logo`, `portfolio` …). */
  key: z.string(),
  label: z.string(),
  /** Points (of 1000) the score gains with it. */
  gain: z.number().int(),
});
export type OverviewStep = z.infer<typeof OverviewStepSchema>;

export const OverviewLeadSchema = z.object({
  /** The project's id (its page: /dashboard/inbox/valet/{id}). */
  id: z.uuid(),
  title: z.string(),
  released_at: z.iso.datetime({ offset: true }),
  /** Minutes since the brief reached the company. */
  waiting_minutes: z.number().int().min(0),
});

export const CompanyOverviewSchema = z.object({
  company: z.object({
    slug: z.string(),
    name: z.string(),
    score: z.number().int(),
    score_level: ProfileScoreLevelSchema,
  }),
  /** Briefs released to the company that nobody answered yet, oldest first. */
  leads_waiting: z.array(OverviewLeadSchema),
  /** The minutes buyers are promised a first answer within. */
  answer_within_minutes: z.number().int(),
  /** The signed-in member's conversations of this company with unread messages. */
  unread_conversations: z.number().int().min(0),
  /** Published reviews the company has not replied to. */
  reviews_awaiting_reply: z.number().int().min(0),
  /** The steps that would raise the score most, best first (at most 3). */
  next_steps: z.array(OverviewStepSchema),
});
export type CompanyOverview = z.infer<typeof CompanyOverviewSchema>;

export const CompanyOverviewResponseSchema = z.object({ data: CompanyOverviewSchema });
export type CompanyOverviewResponse = z.infer<typeof CompanyOverviewResponseSchema>;

export const CompanyOverviewParamsSchema = z.object({ slug: CompanySlugSchema });

/** GET /companies/{slug}/overview — the dashboard's home: what needs the company's attention now. */
export const getCompanyOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/overview',
  api: 'main',
  operationId: 'getCompanyOverview',
  summary: "What needs a company's attention now (members only)",
  description:
    'Leads waiting against the one-hour promise, unread conversations, reviews without a reply, and the steps that would raise the company’s score most, computed with the ranking function. Anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyOverviewParamsSchema,
  response: CompanyOverviewResponseSchema,
});

export function getCompanyOverview(transport: HttpTransport, slug: string, signal?: AbortSignal) {
  return callEndpoint(transport, getCompanyOverviewEndpoint, { params: { slug }, signal });
}
