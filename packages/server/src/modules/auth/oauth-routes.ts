import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import {
  OAUTH_CALLBACK_PATH,
  OAUTH_START_PATH,
  OAuthCallbackQuerySchema,
  OAuthParamsSchema,
  OAuthStartQuerySchema,
  type OAuthErrorCode,
} from '@atlas/api/endpoints/oauth-sign-in';
import type { OAuthProvider } from '@atlas/api/entities/user';
import { safeRedirectPath } from '@atlas/api/validation';
import { routeDocs } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

const FLOW_COOKIE = 'atlas_oauth';
const FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * Google and LinkedIn sign-in with OpenID Connect (authorization code + PKCE, state and nonce).
 * Only configured providers have routes; the flow's secrets stay in the database, the browser
 * holds just the flow id in a short-lived HttpOnly cookie.
 */
const OAUTH_PER_IP_PER_MINUTE = 30;

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerRateLimit(app, { reason: 'Too many sign-in attempts.' });
  const config = app.appConfig;
  const repository = app.authRepository;
  const flows = app.oauthFlowRepository;
  const secure = config.publicUrl.startsWith('https:');
  const providers = app.oidcProviders;

  const callbackUrl = (name: OAuthProvider) => `${config.publicUrl}/api/auth/${name}/callback`;

  function backToLogin(reply: FastifyReply, code: OAuthErrorCode) {
    return reply.redirect(`/login?oauth_error=${code}`, 302);
  }

  app.get(
    OAUTH_START_PATH,
    {
      // Each start stores a flow row; a person signs in a few times, not hundreds a minute.
      config: perIp(OAUTH_PER_IP_PER_MINUTE),
      schema: {
        ...routeDocs({
          operationId: 'startOAuthSignIn',
          summary: 'Start signing in with an OpenID provider (redirects to it)',
          description:
            'A browser navigation, not a JSON call: stores the flow (PKCE, state, nonce), sets a short-lived HttpOnly flow cookie and redirects to the provider. A provider that is not configured is a 404.',
          tags: ['auth'],
          errors: [404],
          redirect: "To the provider's authorization page.",
        }),
        params: OAuthParamsSchema,
        querystring: OAuthStartQuerySchema,
      },
    },
    async (request, reply) => {
      const name = request.params.provider;
      const configuration = await providers.discover(name);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const flowId = await flows.create({
        provider: name,
        state,
        nonce,
        codeVerifier,
        redirectPath: safeRedirectPath(request.query.redirect, '/'),
        expiresAt: new Date(Date.now() + FLOW_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(name),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(FLOW_COOKIE, flowId, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: FLOW_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    {
      // Each start stores a flow row; a person signs in a few times, not hundreds a minute.
      config: perIp(OAUTH_PER_IP_PER_MINUTE),
      schema: {
        ...routeDocs({
          operationId: 'finishOAuthSignIn',
          summary: 'Where the OpenID provider sends the browser back',
          description:
            'A browser navigation: checks the flow cookie, state and nonce, signs the person in (the session cookie) and redirects to the path the flow started with; any failure redirects to /login?oauth_error={state|denied|email|failed}. A provider that is not configured is a 404.',
          tags: ['auth'],
          errors: [404],
          redirect: 'To the path the sign-in started from, or to /login?oauth_error=… on failure.',
        }),
        params: OAuthParamsSchema,
        querystring: OAuthCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const name = request.params.provider;
      providers.settings(name);
      const flowId = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      if (request.query.error) return backToLogin(reply, 'denied');
      if (!flowId || !/^[0-9a-f-]{36}$/.test(flowId)) return backToLogin(reply, 'state');
      // Single use: the flow is deleted as it is read.
      const flow = await flows.take(flowId, name);
      if (!flow || flow.expiresAt <= new Date() || flow.state !== request.query.state)
        return backToLogin(reply, 'state');

      let claims: oidc.IDToken | undefined;
      try {
        const configuration = await providers.discover(name);
        const currentUrl = new URL(request.url, config.publicUrl);
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        request.log.warn({ provider: name, reason }, 'OAuth sign-in failed');
        return backToLogin(reply, 'failed');
      }
      if (!claims) return backToLogin(reply, 'failed');

      const subject = claims.sub;
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const emailVerified = claims.email_verified === true;
      const displayName =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;

      let user = null;
      const identity = await repository.findIdentity(name, subject);
      if (identity) user = await repository.findUserById(identity.userId);
      if (!user) {
        if (!email || !emailVerified) return backToLogin(reply, 'email');
        const existing = await repository.findUserByEmail(email);
        if (existing) {
          // The provider vouches for the address. A password set on a never-verified account may
          // belong to somebody who registered the address first, so it does not survive linking.
          if (!existing.emailVerifiedAt) await repository.verifyForLinkedProvider(existing.id);
          user = (await repository.findUserById(existing.id)) ?? existing;
        } else {
          user = await repository.createUser({
            email,
            name: displayName ?? email,
            passwordHash: null,
            emailVerifiedAt: new Date(),
          });
          if (!user) return backToLogin(reply, 'failed');
        }
        await repository.linkIdentity({ provider: name, subject, userId: user.id, email });
      }

      const session = await app.authService.startSession(user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return reply.header('cache-control', 'no-store').redirect(flow.redirectPath, 302);
    },
  );
};
