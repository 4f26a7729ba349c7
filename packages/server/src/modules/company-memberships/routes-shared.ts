/** What the claims, join-request, invitation and member routes share: limits, actor, mail site. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailSite } from './mail';
import type { Actor } from './membership-sql';

/** The instance the route files add their routes to: the one companyMembershipRoutes gets. */
export type MembershipRoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** Per-IP limits (requests per minute). */
export const PER_IP = { lookup: 120, write: 20, read: 240, admin: 240 };

export const HOUR_MS = 3_600_000;

export const actorOf = (user: { id: string; email: string }): Actor => ({
  userId: user.id,
  label: `user:${user.email}`,
});

export const mailSiteOf = (app: MembershipRoutesApp): MailSite => ({
  brandName: app.appConfig.brandName,
  publicUrl: app.appConfig.publicUrl,
});
