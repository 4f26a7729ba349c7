/**
 * Claiming, joining and running a company's members (issue 16): one rate-limited plugin that adds
 * the routes of each part.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRateLimit } from '../../lib/rate-limit';
import { claimRoutes } from './claims-routes';
import { invitationRoutes } from './invitations-routes';
import { joinRequestRoutes } from './join-requests-routes';
import { memberRoutes } from './members-routes';

export const companyMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app, { reason: 'Too many attempts.' });
  claimRoutes(app);
  joinRequestRoutes(app);
  memberRoutes(app);
  invitationRoutes(app);
};
