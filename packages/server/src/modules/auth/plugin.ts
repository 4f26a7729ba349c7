import fp from 'fastify-plugin';
import { createAuthRepository, type AuthRepository } from './repository';
import { createAuthService, type AuthService } from './service';
import { createOAuthFlowRepository, type OAuthFlowRepository } from './oauth-repository';
import { createOidcProviders, type OidcProviders } from './oidc';

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
    /** Accounts: registration, sign-in, e-mail verification, password resets (mail through the queue). */
    authService: AuthService;
    oauthFlowRepository: OAuthFlowRepository;
    /** Google and LinkedIn sign-in: settings and discovered configuration of each provider. */
    oidcProviders: OidcProviders;
  }
}

/** Accounts and sign-in flows, for the session plugin and the auth routes. */
export const accountsPlugin = fp(
  async (app) => {
    const { db } = app.database;
    app.decorate('authRepository', createAuthRepository(db));
    app.decorate(
      'authService',
      createAuthService({ db, config: app.appConfig, mailQueue: app.mailQueue }),
    );
    app.decorate('oauthFlowRepository', createOAuthFlowRepository(db));
    app.decorate('oidcProviders', createOidcProviders(app.appConfig.auth.oauth));
  },
  { name: 'accounts', dependencies: ['config', 'database', 'mail'] },
);
