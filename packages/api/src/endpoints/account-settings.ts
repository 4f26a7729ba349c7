import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { UserSchema } from '../entities/user';
import { PersonNameSchema } from '../validation';

/** Issue 19, /dashboard/settings: what the account settings page shows of the signed-in person. */

export const AccountSettingsSchema = z.object({
  user: UserSchema,
  /** False for accounts that only sign in through Google or LinkedIn. */
  has_password: z.boolean(),
  /** The providers the person signs in with besides a password. */
  sign_in_providers: z.array(z.string()),
  /** The key of the person's e-mail and notification preferences (their preferences link). */
  preferences_id: z.string(),
  /** A new address waiting for its link to be followed, if any. */
  pending_email: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const AccountSettingsResponseSchema = z.object({ data: AccountSettingsSchema });
export type AccountSettingsResponse = z.infer<typeof AccountSettingsResponseSchema>;

/** GET /account — the signed-in person's account as the settings page shows it. */
export const getAccountSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account',
  api: 'main',
  operationId: 'getAccountSettings',
  summary: "The signed-in person's account settings",
  description:
    'Name, avatar, e-mail address (and a change waiting for its link), whether the account has a password, and the key of its notification preferences.',
  tags: ['account'],
  security: 'session',
  response: AccountSettingsResponseSchema,
});

export function getAccountSettings(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getAccountSettingsEndpoint, { signal });
}

export const RenameAccountBodySchema = z.object({ name: PersonNameSchema });
export type RenameAccountBody = z.infer<typeof RenameAccountBodySchema>;

export const AccountUserResponseSchema = z.object({
  data: z.object({ user: UserSchema }),
  message: z.string(),
});
export type AccountUserResponse = z.infer<typeof AccountUserResponseSchema>;

/** PATCH /account/name — the name shown in the header, on messages and to companies. */
export const renameAccountEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/account/name',
  api: 'main',
  operationId: 'renameAccount',
  summary: 'Change the display name',
  description: 'Sets the display name (trimmed, 2 to 100 characters) and answers the user.',
  tags: ['account'],
  security: 'session',
  body: RenameAccountBodySchema,
  response: AccountUserResponseSchema,
});

export function renameAccount(transport: HttpTransport, body: RenameAccountBody) {
  return callEndpoint(transport, renameAccountEndpoint, { body });
}
