import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getAwardEditionEndpoint,
  getAwardEditionEntryEndpoint,
  getCompanyAwardsEndpoint,
} from '@atlas/api/endpoints/awards-pages';
import {
  castAwardVoteEndpoint,
  changeAwardVoteEndpoint,
  confirmAwardVoteEndpoint,
  listMyAwardVotesEndpoint,
  getAwardsQuestionnaireEndpoint,
  applyForAwardEndpoint,
} from '@atlas/api/endpoints/awards-voting';
import {
  decideAwardVoteEndpoint,
  decideAwardApplicationEndpoint,
  createAwardCategoryEndpoint,
  nominateFromRankingEndpoint,
  getAwardsAdminEndpoint,
  publishAwardWinnersEndpoint,
  setJuryScoreEndpoint,
  updateAwardEditionEndpoint,
  updateAwardCategoryEndpoint,
  deleteAwardCategoryEndpoint,
  deleteAwardNomineeEndpoint,
} from '@atlas/api/endpoints/awards-admin';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

/** /api/awards/… : the public reads of the awards (issue 20). */
export const awardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { awards, awardVoting, awardsAdmin, awardsQuestionnaire } = app;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    getAwardEditionEndpoint.path,
    { schema: schemaOf(getAwardEditionEndpoint) },
    async (request) => ({ data: await awards.edition(request.params.edition) }),
  );

  app.get(
    getAwardEditionEntryEndpoint.path,
    { schema: schemaOf(getAwardEditionEntryEndpoint) },
    async (request) => ({
      data: await awards.entry(request.params.edition, request.params.slug),
    }),
  );

  app.get(
    getCompanyAwardsEndpoint.path,
    { schema: schemaOf(getCompanyAwardsEndpoint) },
    async (request) => ({ data: await awards.company(request.params.slug) }),
  );

  const voterOf = (request: {
    auth: { user: { id: string; email: string; emailVerifiedAt: Date | null } } | null;
    body: { email?: string | undefined };
    ip: string;
  }) => ({ user: request.auth?.user ?? null, email: request.body.email, ip: request.ip });

  app.post(
    castAwardVoteEndpoint.path,
    { config: perIp(30), schema: schemaOf(castAwardVoteEndpoint) },
    async (request) => ({
      data: await awardVoting.cast(voterOf(request), request.body.nominee_id),
    }),
  );

  app.post(
    changeAwardVoteEndpoint.path,
    { config: perIp(30), schema: schemaOf(changeAwardVoteEndpoint) },
    async (request) => ({
      data: await awardVoting.change(voterOf(request), request.body.nominee_id),
    }),
  );

  app.post(
    confirmAwardVoteEndpoint.path,
    { config: perIp(30), schema: schemaOf(confirmAwardVoteEndpoint) },
    async (request) => ({ data: await awardVoting.confirm(request.body.token) }),
  );

  app.get(
    listMyAwardVotesEndpoint.path,
    { schema: schemaOf(listMyAwardVotesEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await awardVoting.myVotes(request.params.edition, user) };
    },
  );

  // Staff (/admin): anyone else is told the call does not exist.

  app.get(
    getAwardsAdminEndpoint.path,
    { schema: schemaOf(getAwardsAdminEndpoint) },
    async (request, reply) => {
      await app.requireStaff(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await awardsAdmin.overview(request.params.edition, request.query.day) };
    },
  );

  app.post(
    decideAwardVoteEndpoint.path,
    { schema: schemaOf(decideAwardVoteEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return { data: await awardsAdmin.decideVote(request.params.id, request.body, actor) };
    },
  );

  app.put(
    setJuryScoreEndpoint.path,
    { schema: schemaOf(setJuryScoreEndpoint) },
    async (request) => {
      await app.requireStaff(request);
      return {
        data: await awardsAdmin.setJuryScore(
          request.params.id,
          request.body.juror,
          request.body.score,
        ),
      };
    },
  );

  app.post(
    publishAwardWinnersEndpoint.path,
    { schema: schemaOf(publishAwardWinnersEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return { data: await awardsAdmin.publish(request.params.edition, actor) };
    },
  );

  app.get(
    getAwardsQuestionnaireEndpoint.path,
    { schema: schemaOf(getAwardsQuestionnaireEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: await awardsQuestionnaire.options(user.id) };
    },
  );

  app.post(
    applyForAwardEndpoint.path,
    { config: perIp(20), schema: schemaOf(applyForAwardEndpoint) },
    async (request) => {
      const { user } = app.requireUser(request);
      return { data: await awardsQuestionnaire.apply(user.id, request.body) };
    },
  );

  app.post(
    decideAwardApplicationEndpoint.path,
    { schema: schemaOf(decideAwardApplicationEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return {
        data: await awardsQuestionnaire.decide(request.params.id, request.body.decision, actor),
      };
    },
  );

  app.post(
    createAwardCategoryEndpoint.path,
    { schema: schemaOf(createAwardCategoryEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return {
        data: await awardsAdmin.createCategory(request.params.edition, request.body, actor),
      };
    },
  );

  app.put(
    updateAwardEditionEndpoint.path,
    { schema: schemaOf(updateAwardEditionEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return {
        data: await awardsAdmin.updateEdition(request.params.edition, request.body, actor),
      };
    },
  );

  app.patch(
    updateAwardCategoryEndpoint.path,
    { schema: schemaOf(updateAwardCategoryEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return {
        data: await awardsAdmin.setWinnerSlots(request.params.id, request.body.winner_slots, actor),
      };
    },
  );

  app.delete(
    deleteAwardCategoryEndpoint.path,
    { schema: schemaOf(deleteAwardCategoryEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return { data: await awardsAdmin.deleteCategory(request.params.id, actor) };
    },
  );

  app.delete(
    deleteAwardNomineeEndpoint.path,
    { schema: schemaOf(deleteAwardNomineeEndpoint) },
    async (request) => {
      const actor = await app.requireStaff(request);
      return { data: await awardsAdmin.deleteNominee(request.params.id, actor) };
    },
  );

  app.post(
    nominateFromRankingEndpoint.path,
    { schema: schemaOf(nominateFromRankingEndpoint) },
    async (request) => {
      await app.requireStaff(request);
      return {
        data: await awardsAdmin.nominateFromRanking(request.params.id, request.body.count),
      };
    },
  );
};
