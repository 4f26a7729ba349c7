import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  getCompanyOverviewEndpoint,
  type OverviewStep,
} from '@atlas/api/endpoints/company-overview';
import { ProfileScoreLevelSchema } from '@atlas/api/options';
import { VALET_ANSWER_MINUTES } from '@atlas/api/valet';
import { readCompanyScoreInputs } from '../../db/company-search';
import {
  conversationMessages,
  conversationParticipants,
  conversations,
  reviews,
} from '../../db/schema';
import { bestScoreSteps, type ProfileCompletenessInput, type ScoreStep } from '../../db/score';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp } from '../../lib/rate-limit';

const MINUTE_MS = 60_000;
const SHOWN_STEPS = 3;

/** What each profile part is called as a thing to do (the editor fills it in). */
const PART_STEPS: Readonly<Record<keyof ProfileCompletenessInput, [string, string]>> = {
  hasLogo: ['logo', 'Upload your logo'],
  hasSummary: ['summary', 'Write a one-line summary'],
  hasDescription: ['description', 'Describe your company'],
  hasWebsite: ['website', 'Add your website'],
  hasEmail: ['email', 'Add a contact e-mail address'],
  hasFoundedYear: ['founded_year', 'Say when the company was founded'],
  hasHourlyRate: ['hourly_rate', 'Give your hourly rate'],
  hasProjectSize: ['project_size', 'Give your minimum project size'],
  serviceCount: ['services', 'List your services'],
  focusCount: ['focuses', 'Add your focus areas'],
  industryCount: ['industries', 'Add the industries you serve'],
  clientTypeCount: ['client_types', 'Add the kinds of clients you serve'],
  portfolioCount: ['portfolio', 'Show a project in your portfolio'],
  hasFaqs: ['faqs', 'Answer the FAQs'],
  hasAddress: ['address', "Give your headquarters' street address"],
  hasPhone: ['phone', 'Add a phone number'],
};

function stepOf(step: ScoreStep): Omit<OverviewStep, 'gain'> {
  if (step.kind === 'verify') return { key: 'verify', label: 'Get your company verified' };
  if (step.kind === 'review') return { key: 'review', label: 'Invite a client to review you' };
  const [key, label] = PART_STEPS[step.part];
  return { key, label };
}

/**
 * GET /companies/{slug}/overview (issue 19): the dashboard's home. Members only; the next steps
 * come from the ranking function itself (bestScoreSteps), so the points they promise are true.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    getCompanyOverviewEndpoint.path,
    { config: perIp(240), schema: schemaOf(getCompanyOverviewEndpoint) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { user, company } = await app.requireCompanyMember(request, request.params.slug);
      const now = app.clock.now();

      const [scored] = await readCompanyScoreInputs(db, [company.id], now);
      const steps = scored ? bestScoreSteps(scored.input, scored.profile) : [];

      const leads = (await app.valetRepository.requestsOf(company.id))
        .filter(({ match }) => match.releasedAt !== null && match.firstAnswerAt === null)
        .map(({ match, project }) => ({
          id: project.id,
          title: project.title,
          released_at: (match.releasedAt ?? now).toISOString(),
          waiting_minutes: Math.max(
            0,
            Math.floor((now.getTime() - (match.releasedAt ?? now).getTime()) / MINUTE_MS),
          ),
        }))
        .sort((a, b) => b.waiting_minutes - a.waiting_minutes);

      const [unread] = await db
        .select({ count: sql<number>`count(DISTINCT ${conversations.id})::int` })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .innerJoin(
          conversationMessages,
          and(
            eq(conversationMessages.conversationId, conversations.id),
            gt(
              conversationMessages.id,
              sql`coalesce(${conversationParticipants.lastReadMessageId}, 0)`,
            ),
            sql`${conversationMessages.senderId} IS DISTINCT FROM ${user.id}`,
          ),
        )
        .where(
          and(
            eq(conversationParticipants.userId, user.id),
            eq(conversations.companyId, company.id),
          ),
        );

      const [awaiting] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(
          and(
            eq(reviews.companyId, company.id),
            eq(reviews.status, 'published'),
            isNull(reviews.reply),
          ),
        );

      return {
        data: {
          company: {
            slug: company.slug,
            name: company.name,
            score: scored?.score ?? 0,
            score_level: ProfileScoreLevelSchema.catch('very-poor').parse(scored?.scoreLevel),
          },
          leads_waiting: leads,
          answer_within_minutes: VALET_ANSWER_MINUTES,
          unread_conversations: unread?.count ?? 0,
          reviews_awaiting_reply: awaiting?.count ?? 0,
          next_steps: steps
            .slice(0, SHOWN_STEPS)
            .map(({ step, gain }) => ({ ...stepOf(step), gain })),
        },
      };
    },
  );
};
