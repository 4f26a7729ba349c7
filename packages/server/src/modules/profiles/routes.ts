import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompanyProfileEndpoint } from '@atlas/api/endpoints/get-company-profile';
import { listCompanyReviewsEndpoint } from '@atlas/api/endpoints/list-company-reviews';
import { markReviewHelpfulEndpoint } from '@atlas/api/endpoints/mark-review-helpful';
import { schemaOf } from '../../lib/endpoint-schema';
import { HttpError } from '../../plugins/errors';
import { voterKey } from './service';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

const NO_COMPANY = 'slug: no company has this address';
const HELPFUL_VOTES_PER_MINUTE = 30;

/** Company profiles: the profile, its published reviews, and "was this helpful?" votes. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profileRepository: repository, profileService: service } = app;
  await registerRateLimit(app, { reason: 'Too many votes.' });

  app.get(
    getCompanyProfileEndpoint.path,
    { schema: schemaOf(getCompanyProfileEndpoint) },
    async (request) => {
      const profile = await service.profile(request.params.slug);
      if (!profile) throw new HttpError(404, NO_COMPANY);
      // How quickly it answers leads (issue 18): the median over its answered project requests.
      const medians = await app.valetRepository.medianReplyMinutes([profile.id]);
      return { data: { ...profile, median_reply_minutes: medians.get(profile.id) ?? null } };
    },
  );

  app.get(
    listCompanyReviewsEndpoint.path,
    { schema: schemaOf(listCompanyReviewsEndpoint) },
    async (request) => {
      const answer = await service.reviews(request.params.slug, {
        sort: request.query.sort,
        page: request.query.page,
        perPage: request.query.per_page,
      });
      if (!answer) throw new HttpError(404, NO_COMPANY);
      return answer;
    },
  );

  app.post(
    markReviewHelpfulEndpoint.path,
    // Votes are stored rows: a person reads and votes on a few reviews a minute, not hundreds.
    { config: perIp(HELPFUL_VOTES_PER_MINUTE), schema: schemaOf(markReviewHelpfulEndpoint) },
    async (request, reply) => {
      const key = voterKey(request.auth?.user.id ?? null, request.ip);
      const vote = await repository.voteHelpful(request.params.id, key);
      if (!vote) throw new HttpError(404, 'id: no published review has this id');
      reply.header('cache-control', 'no-store');
      return {
        data: { id: request.params.id, helpful_count: vote.helpfulCount, counted: vote.counted },
      };
    },
  );
};
