import { z } from 'zod';
import { OAuthProviderSchema } from '../entities/user';

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

export * from '../oauth';
