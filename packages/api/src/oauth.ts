import type { OAuthProvider } from './entities/user';

/**
 * Sign-in with Google or LinkedIn (see `endpoints/oauth-sign-in.ts` for its schemas): its paths,
 * where the browser goes to start it, and why it may come back to /login. No zod here, so the
 * login page can link to the providers without loading it.
 */
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
