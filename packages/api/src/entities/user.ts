import { z } from 'zod';

/** SPEC §3 User: id, name, avatar (a link), plus what the account pages need. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Answer of calls that only confirm (the text is meant for the person). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** A captcha answer: `challengeId.nonce` for proof of work, or the reCAPTCHA token. */
export const CaptchaFieldSchema = z
  .string({ error: 'Complete the captcha' })
  .min(1, { error: 'Complete the captcha' })
  .max(4096);

/**
 * Where the person was going (issue 33): a page of this site the e-mailed link carries back to
 * the login. A value that is not one (another host, a scheme, a backslash) is ignored, never an
 * error: the e-mail goes out without it.
 */
export const RedirectFieldSchema = z
  .string()
  .max(300, { error: 'redirect: use at most 300 characters' })
  .optional();

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

/** The HttpOnly cookie that carries the session token (the server sets it, the app forwards it). */
export const SESSION_COOKIE_NAME = 'atlas_session';
