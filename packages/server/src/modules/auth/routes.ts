import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '@atlas/api/endpoints/register';
import { loginEndpoint } from '@atlas/api/endpoints/login';
import { logoutEndpoint } from '@atlas/api/endpoints/logout';
import { getProfileEndpoint } from '@atlas/api/endpoints/get-profile';
import {
  CURRENT_COMPANY_COOKIE_NAME,
  getProfileCompanyEndpoint,
} from '@atlas/api/endpoints/get-profile-company';
import { listProfileCompaniesEndpoint } from '@atlas/api/endpoints/list-profile-companies';
import { renewFirebaseTokenEndpoint } from '@atlas/api/endpoints/renew-firebase-token';
import { verifyEmailEndpoint } from '@atlas/api/endpoints/verify-email';
import { resendVerificationEndpoint } from '@atlas/api/endpoints/resend-verification';
import { forgotPasswordEndpoint } from '@atlas/api/endpoints/forgot-password';
import { resetPasswordEndpoint } from '@atlas/api/endpoints/reset-password';
import { getCaptchaChallengeEndpoint } from '@atlas/api/endpoints/get-captcha-challenge';
import { changePasswordEndpoint } from '@atlas/api/endpoints/change-password';
import { schemaOf } from '../../lib/endpoint-schema';
import { MINUTE, perIp, registerRateLimit } from '../../lib/rate-limit';
import { HttpError } from '../../plugins/errors';
import { requireCaptcha as checkCaptcha } from '../../captcha/captcha';
import { toApiUser } from './service';
import { sponsorshipEligibility } from '../top-companies/eligibility';
import { AttemptThrottle, refuseWhileThrottled } from '../../lib/attempt-throttle';

/** Per-IP limits (requests per minute) of the calls that guess or send mail. */
const PER_IP = { login: 20, register: 10, forgot: 10, reset: 10, verify: 30, captcha: 30 };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;

  // Per account: slowed after a few attempts, never locked out for longer than the window.
  const throttles = {
    loginFailures: new AttemptThrottle(5, 15 * MINUTE),
    register: new AttemptThrottle(3, 60 * MINUTE),
    forgot: new AttemptThrottle(3, 15 * MINUTE),
    reset: new AttemptThrottle(5, 15 * MINUTE),
  };

  await registerRateLimit(app, { reason: 'Too many attempts.' });

  function slowDown(reply: FastifyReply, throttle: AttemptThrottle, key: string): void {
    refuseWhileThrottled(reply, throttle, key, 'Too many attempts for this account.');
  }

  /** An attempt on an account: refused while its throttle says wait, else checked and counted. */
  async function countAttempt(
    reply: FastifyReply,
    throttle: AttemptThrottle,
    key: string,
    check?: () => Promise<void>,
  ): Promise<void> {
    slowDown(reply, throttle, key);
    if (check) await check();
    throttle.record(key);
  }

  /** Runs a password check, counting its failures (`failure`, the status it throws) per account. */
  async function countFailures<T>(
    reply: FastifyReply,
    key: string,
    failure: number,
    run: () => Promise<T>,
  ): Promise<T> {
    slowDown(reply, throttles.loginFailures, key);
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === failure)
        throttles.loginFailures.record(key);
      throw error;
    }
  }

  const requireCaptcha = (request: FastifyRequest, answer: string) => () =>
    checkCaptcha(app.captcha, answer, request.ip);

  const accountKey = (email: string) => email.trim().toLowerCase();

  app.get(
    getCaptchaChallengeEndpoint.path,
    // Each challenge is a stored row: a visitor needs one per form, not hundreds.
    { config: perIp(PER_IP.captcha), schema: schemaOf(getCaptchaChallengeEndpoint) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.captcha.challenge() };
    },
  );

  app.post(
    registerEndpoint.path,
    { config: perIp(PER_IP.register), schema: schemaOf(registerEndpoint) },
    async (request, reply) => {
      const { name, email, password, captcha, redirect } = request.body;
      await countAttempt(
        reply,
        throttles.register,
        accountKey(email),
        requireCaptcha(request, captcha),
      );
      return service.register({ name, email, password, redirect });
    },
  );

  app.post(
    loginEndpoint.path,
    { config: perIp(PER_IP.login), schema: schemaOf(loginEndpoint) },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = accountKey(email);
      const user = await countFailures(reply, key, 401, () =>
        service.checkCredentials(email, password),
      );
      throttles.loginFailures.reset(key);
      const session = await service.startSession(user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      app.setSessionCookie(reply, session.token, session.expiresAt);
      reply.header('cache-control', 'no-store');
      return {
        data: {
          user: toApiUser(user),
          token: session.token,
          expires_at: session.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(logoutEndpoint.path, { schema: schemaOf(logoutEndpoint) }, async (request, reply) => {
    if (request.auth) {
      await service.logout(request.auth.sessionId);
      // Signed out: this session's streams end and the person is offline (SPEC §4).
      app.realtime.endSession(request.auth.sessionId);
      await app.realtime.goOffline(request.auth.user.id);
    }
    app.clearSessionCookie(reply);
    return { message: 'You have been logged out.' };
  });

  app.get(
    getProfileEndpoint.path,
    { schema: schemaOf(getProfileEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: { user: toApiUser(user) } };
    },
  );

  app.get(
    getProfileCompanyEndpoint.path,
    { schema: schemaOf(getProfileCompanyEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      const chosen = request.query.company;
      const company = await service.companyOf(user.id, {
        chosen,
        remembered: request.cookies[CURRENT_COMPANY_COOKIE_NAME],
      });
      reply.header('cache-control', 'private, no-store');
      // A company named explicitly becomes the person's current one: the next page rendered
      // without a company in its address opens it too (issue 33).
      if (chosen !== undefined)
        reply.setCookie(CURRENT_COMPANY_COOKIE_NAME, company.slug, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.appConfig.publicUrl.startsWith('https:'),
          maxAge: 365 * 24 * 60 * 60,
        });
      // The TOP 10 badge (SPEC §4): eligible by the one sponsorship rule (issue 22) when there
      // are pages to sponsor, and counted from the sponsorships that are active now.
      const facts = await app.topCompaniesRepository.eligibilityFacts(company.id);
      const eligible =
        company.is_sponsorship_eligible && facts !== null && sponsorshipEligibility(facts).eligible;
      const active = await app.topCompaniesRepository.countActiveOf(company.id, app.clock.now());
      return {
        data: {
          ...company,
          is_sponsorship_eligible: eligible,
          sponsorships_count: { total: active },
        },
      };
    },
  );

  app.get(
    listProfileCompaniesEndpoint.path,
    { schema: schemaOf(listProfileCompaniesEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await service.companiesOf(user.id) };
    },
  );

  app.get(
    renewFirebaseTokenEndpoint.path,
    { schema: schemaOf(renewFirebaseTokenEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: { token: await service.firebaseToken(user.id) } };
    },
  );

  app.post(
    verifyEmailEndpoint.path,
    { config: perIp(PER_IP.verify), schema: schemaOf(verifyEmailEndpoint) },
    async (request) => service.verifyEmail(request.body.id, request.body.hash),
  );

  app.post(
    resendVerificationEndpoint.path,
    { config: perIp(PER_IP.forgot), schema: schemaOf(resendVerificationEndpoint) },
    async (request, reply) => {
      const { email, captcha, redirect } = request.body;
      const key = `resend:${accountKey(email)}`;
      await countAttempt(reply, throttles.forgot, key, requireCaptcha(request, captcha));
      return service.resendVerification(email, redirect);
    },
  );

  app.post(
    forgotPasswordEndpoint.path,
    { config: perIp(PER_IP.forgot), schema: schemaOf(forgotPasswordEndpoint) },
    async (request, reply) => {
      const { email, captcha, redirect } = request.body;
      await countAttempt(
        reply,
        throttles.forgot,
        accountKey(email),
        requireCaptcha(request, captcha),
      );
      return service.forgotPassword(email, redirect);
    },
  );

  app.post(
    resetPasswordEndpoint.path,
    { config: perIp(PER_IP.reset), schema: schemaOf(resetPasswordEndpoint) },
    async (request, reply) => {
      const { id, token, password } = request.body;
      await countAttempt(reply, throttles.reset, id);
      return service.resetPassword(id, token, password);
    },
  );

  app.post(
    changePasswordEndpoint.path,
    { config: perIp(PER_IP.reset), schema: schemaOf(changePasswordEndpoint) },
    async (request, reply) => {
      const { user, sessionId } = app.requireUser(request);
      const { current_password: current, password } = request.body;
      return countFailures(reply, accountKey(user.email), 400, () =>
        service.changePassword(user, sessionId, current, password),
      );
    },
  );
};
