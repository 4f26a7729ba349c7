import { z } from 'zod';
import { OAuthProviderSchema, type OAuthProvider } from '../entities/user';

/**
 * Sign-in with Google or LinkedIn is a browser navigation, not a JSON call: /api/auth/{provider}/start
 * redirects to the provider (PKCE, state, nonce), which comes back to /api/auth/{provider}/callback;
 * that starts the session and redirects to the `redirect` path. These are their schemas.
 */
export const OAuthParamsSchema = z.object({ provider: OAuthProviderSchema });

export const OAuthStartQuerySchema = z.object({
  /** A local path to land on after signing in (anything else is ignored). */
  redirect: z.string().max(2000).optional(),
});

export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

export const OAUTH_START_PATH = '/auth/:provider/start';
export const OAUTH_CALLBACK_PATH = '/auth/:provider/callback';

/** Where the browser goes to sign in with a provider (below the API base URL). */
export function oauthStartUrl(apiBaseUrl: string, provider: OAuthProvider, redirect?: string) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return `${apiBaseUrl.replace(/\/+$/, '')}/auth/${provider}/start${query}`;
}

/** Why an OAuth sign-in came back to /login (the `oauth_error` query). */
export const OAUTH_ERRORS = {
  state: 'The sign-in took too long or was started elsewhere. Please try again.',
  denied: 'The sign-in was cancelled.',
  email: 'Your account with the provider has no verified e-mail address.',
  failed: 'The sign-in with the provider failed. Please try again.',
} as const;
export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;
