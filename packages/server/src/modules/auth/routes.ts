import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '@atlas/api/endpoints/register';
import { loginEndpoint } from '@atlas/api/endpoints/login';
import { logoutEndpoint } from '@atlas/api/endpoints/logout';
import { getProfileEndpoint } from '@atlas/api/endpoints/get-profile';
import { getProfileCompanyEndpoint } from '@atlas/api/endpoints/get-profile-company';
import { renewFirebaseTokenEndpoint } from '@atlas/api/endpoints/renew-firebase-token';
import { verifyEmailEndpoint } from '@atlas/api/endpoints/verify-email';
import { resendVerificationEndpoint } from '@atlas/api/endpoints/resend-verification';
import { forgotPasswordEndpoint } from '@atlas/api/endpoints/forgot-password';
import { resetPasswordEndpoint } from '@atlas/api/endpoints/reset-password';
import { getCaptchaChallengeEndpoint } from '@atlas/api/endpoints/get-captcha-challenge';
import { changePasswordEndpoint } from '@atlas/api/endpoints/change-password';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/errors';
import { requireCaptcha as checkCaptcha } from '../../captcha/captcha';
import { createAuthRepository } from './repository';
import { createAuthService, toApiUser } from './service';
import { AttemptThrottle } from './throttle';

export interface AuthRoutesOptions {
  config: Config;
}

const MINUTE = 60_000;

/** Per-IP limits (requests per minute) of the calls that guess or send mail. */
const PER_IP = { login: 20, register: 10, forgot: 10, reset: 10, verify: 30 };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config }) => {
  const repository = createAuthRepository(app.database.db);
  const service = createAuthService(repository, config, app.mailer);

  // Per account: slowed after a few attempts, never locked out for longer than the window.
  const throttles = {
    loginFailures: new AttemptThrottle(5, 15 * MINUTE),
    register: new AttemptThrottle(3, 60 * MINUTE),
    forgot: new AttemptThrottle(3, 15 * MINUTE),
    reset: new AttemptThrottle(5, 15 * MINUTE),
  };

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: MINUTE } });

  function slowDown(reply: FastifyReply, throttle: AttemptThrottle, key: string): void {
    const wait = throttle.retryAfter(key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(
        429,
        `Too many attempts for this account. Please wait ${wait} seconds and try again.`,
      );
    }
  }

  const requireCaptcha = (request: FastifyRequest, answer: string) =>
    checkCaptcha(app.captcha, answer, request.ip);

  const accountKey = (email: string) => email.trim().toLowerCase();

  app.get(
    getCaptchaChallengeEndpoint.path,
    {
      schema: {
        summary: getCaptchaChallengeEndpoint.summary,
        tags: getCaptchaChallengeEndpoint.tags,
        response: { 200: getCaptchaChallengeEndpoint.response },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.captcha.challenge() };
    },
  );

  app.post(
    registerEndpoint.path,
    {
      config: perIp(PER_IP.register),
      schema: {
        summary: registerEndpoint.summary,
        tags: registerEndpoint.tags,
        body: registerEndpoint.body,
        response: { 200: registerEndpoint.response },
      },
    },
    async (request, reply) => {
      const { name, email, password, captcha } = request.body;
      slowDown(reply, throttles.register, accountKey(email));
      await requireCaptcha(request, captcha);
      throttles.register.record(accountKey(email));
      return service.register({ name, email, password });
    },
  );

  app.post(
    loginEndpoint.path,
    {
      config: perIp(PER_IP.login),
      schema: {
        summary: loginEndpoint.summary,
        tags: loginEndpoint.tags,
        body: loginEndpoint.body,
        response: { 200: loginEndpoint.response },
      },
    },
    async (request, reply) => {
      const key = accountKey(request.body.email);
      slowDown(reply, throttles.loginFailures, key);
      let user;
      try {
        user = await service.checkCredentials(request.body.email, request.body.password);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401)
          throttles.loginFailures.record(key);
        throw error;
      }
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

  app.post(
    logoutEndpoint.path,
    {
      schema: {
        summary: logoutEndpoint.summary,
        tags: logoutEndpoint.tags,
        response: { 200: logoutEndpoint.response },
      },
    },
    async (request, reply) => {
      if (request.auth) await service.logout(request.auth.sessionId);
      app.clearSessionCookie(reply);
      return { message: 'You have been logged out.' };
    },
  );

  app.get(
    getProfileEndpoint.path,
    {
      schema: {
        summary: getProfileEndpoint.summary,
        tags: getProfileEndpoint.tags,
        response: { 200: getProfileEndpoint.response },
      },
    },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: { user: toApiUser(user) } };
    },
  );

  app.get(
    getProfileCompanyEndpoint.path,
    {
      schema: {
        summary: getProfileCompanyEndpoint.summary,
        tags: getProfileCompanyEndpoint.tags,
        response: { 200: getProfileCompanyEndpoint.response },
      },
    },
    async (request) => {
      const { user } = app.requireUser(request);
      return { data: await service.companyOf(user.id) };
    },
  );

  app.get(
    renewFirebaseTokenEndpoint.path,
    {
      schema: {
        summary: renewFirebaseTokenEndpoint.summary,
        tags: renewFirebaseTokenEndpoint.tags,
        response: { 200: renewFirebaseTokenEndpoint.response },
      },
    },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return { data: { token: service.firebaseToken(user.id) } };
    },
  );

  app.post(
    verifyEmailEndpoint.path,
    {
      config: perIp(PER_IP.verify),
      schema: {
        summary: verifyEmailEndpoint.summary,
        tags: verifyEmailEndpoint.tags,
        body: verifyEmailEndpoint.body,
        response: { 200: verifyEmailEndpoint.response },
      },
    },
    async (request) => service.verifyEmail(request.body.id, request.body.hash),
  );

  app.post(
    resendVerificationEndpoint.path,
    {
      config: perIp(PER_IP.forgot),
      schema: {
        summary: resendVerificationEndpoint.summary,
        tags: resendVerificationEndpoint.tags,
        body: resendVerificationEndpoint.body,
        response: { 200: resendVerificationEndpoint.response },
      },
    },
    async (request, reply) => {
      const key = `resend:${accountKey(request.body.email)}`;
      slowDown(reply, throttles.forgot, key);
      await requireCaptcha(request, request.body.captcha);
      throttles.forgot.record(key);
      return service.resendVerification(request.body.email);
    },
  );

  app.post(
    forgotPasswordEndpoint.path,
    {
      config: perIp(PER_IP.forgot),
      schema: {
        summary: forgotPasswordEndpoint.summary,
        tags: forgotPasswordEndpoint.tags,
        body: forgotPasswordEndpoint.body,
        response: { 200: forgotPasswordEndpoint.response },
      },
    },
    async (request, reply) => {
      const key = accountKey(request.body.email);
      slowDown(reply, throttles.forgot, key);
      await requireCaptcha(request, request.body.captcha);
      throttles.forgot.record(key);
      return service.forgotPassword(request.body.email);
    },
  );

  app.post(
    resetPasswordEndpoint.path,
    {
      config: perIp(PER_IP.reset),
      schema: {
        summary: resetPasswordEndpoint.summary,
        tags: resetPasswordEndpoint.tags,
        body: resetPasswordEndpoint.body,
        response: { 200: resetPasswordEndpoint.response },
      },
    },
    async (request, reply) => {
      const { id, token, password } = request.body;
      slowDown(reply, throttles.reset, id);
      throttles.reset.record(id);
      return service.resetPassword(id, token, password);
    },
  );

  app.post(
    changePasswordEndpoint.path,
    {
      config: perIp(PER_IP.reset),
      schema: {
        summary: changePasswordEndpoint.summary,
        tags: changePasswordEndpoint.tags,
        body: changePasswordEndpoint.body,
        response: { 200: changePasswordEndpoint.response },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = app.requireUser(request);
      const key = accountKey(user.email);
      slowDown(reply, throttles.loginFailures, key);
      try {
        return await service.changePassword(
          user,
          sessionId,
          request.body.current_password,
          request.body.password,
        );
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          throttles.loginFailures.record(key);
        throw error;
      }
    },
  );
};
