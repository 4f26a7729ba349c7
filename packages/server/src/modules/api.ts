import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atlas/api/http';
import { locationRoutes } from './locations/routes';
import { companyRoutes } from './companies/routes';
import { authRoutes } from './auth/routes';
import { emailRoutes } from './email/routes';
import { oauthRoutes } from './auth/oauth-routes';
import { savedSearchRoutes } from './saved-searches/routes';
import { reviewRoutes } from './reviews/routes';
import { profileRoutes } from './profiles/routes';
import { contactRequestRoutes } from './contact-requests/routes';
import { contactRoutes } from './contact/routes';
import { directoryIndexRoutes } from './directory-index/routes';
import { navigationRoutes } from './navigation/routes';
import { searchRoutes } from './search/routes';
import { companySubmissionRoutes } from './company-submissions/routes';
import { companyMembershipRoutes } from './company-memberships/routes';
import { companyFileRoutes } from './company-files/routes';
import { companyEditingRoutes } from './company-editing/routes';
import { realtimeRoutes } from './realtime/routes';
import { notificationRoutes } from './notifications/routes';
import { conversationRoutes } from './conversations/routes';
import { analyticsRoutes } from './analytics/routes';
import { dashboardRoutes } from './dashboard/routes';
import { valetRoutes } from './valet/routes';
import { valetUploadRoutes } from './valet/upload-routes';
import { topCompaniesRoutes } from './top-companies/routes';
import { companyReviewRoutes } from './reviews/company-routes';
import { reviewReportRoutes } from './reviews/report-routes';
import { supportRoutes } from './support/routes';
import { gridPreferenceRoutes } from './grid-preferences/routes';
import { companyAnalyticsRoutes } from './analytics/company-routes';
import { awardsRoutes } from './awards/routes';
import { blogRoutes } from './blog/routes';
import { blogAdminRoutes } from './blog/admin-routes';
import { blogContributionRoutes } from './blog/contribution-routes';
import { surveyRoutes } from './surveys/routes';
import { webVitalsRoutes } from './web-vitals/routes';
import { accountRoutes } from './account/routes';
import { companyVerificationRoutes } from './company-verification/routes';
import { companyVerificationAdminRoutes } from './company-verification/admin-routes';
import { rejectUnstorableText } from '../plugins/storable-text';
import { accessFirst } from '../plugins/access-first';

/** Everything under /api. Unknown API paths answer JSON, never a rendered page. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Company-scoped calls: who may call before what the body says (plugins/access-first.ts).
  app.addHook('onRoute', accessFirst(app));
  app.addHook('preValidation', rejectUnstorableText);
  await app.register(locationRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(emailRoutes);
  await app.register(oauthRoutes);
  await app.register(savedSearchRoutes);
  await app.register(reviewRoutes);
  await app.register(profileRoutes);
  await app.register(contactRequestRoutes);
  await app.register(contactRoutes);
  await app.register(directoryIndexRoutes);
  await app.register(navigationRoutes);
  await app.register(searchRoutes);
  await app.register(companySubmissionRoutes);
  await app.register(realtimeRoutes);
  await app.register(notificationRoutes);
  await app.register(conversationRoutes);
  await app.register(companyMembershipRoutes);
  await app.register(companyFileRoutes);
  await app.register(companyEditingRoutes);
  await app.register(analyticsRoutes);
  await app.register(dashboardRoutes);
  await app.register(valetUploadRoutes);
  await app.register(valetRoutes);
  await app.register(topCompaniesRoutes);
  await app.register(companyReviewRoutes);
  await app.register(reviewReportRoutes);
  await app.register(supportRoutes);
  await app.register(gridPreferenceRoutes);
  await app.register(companyAnalyticsRoutes);
  await app.register(awardsRoutes);
  await app.register(blogRoutes);
  await app.register(blogAdminRoutes);
  await app.register(blogContributionRoutes);
  await app.register(accountRoutes);
  await app.register(surveyRoutes);
  await app.register(webVitalsRoutes);
  await app.register(companyVerificationRoutes);
  await app.register(companyVerificationAdminRoutes);
  app.all('/*', { schema: { hide: true } }, (request, reply) => {
    const body: ErrorBody = {
      statusCode: 404,
      error: 'Not Found',
      message: `No API call ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
};
