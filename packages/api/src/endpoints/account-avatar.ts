import { ApiError, callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { AccountUserResponseSchema, type AccountUserResponse } from './account-settings';

/** The largest avatar file accepted (the server reads no more). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * PUT /account/avatar — `multipart/form-data` with one file field, `avatar`: an image (JPEG, PNG,
 * WebP or GIF, checked by its content) of at most 5 MB, stored as a 256 px WebP square without
 * metadata. It replaces the initials in the header.
 */
export const uploadAccountAvatarEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/account/avatar',
  api: 'main',
  operationId: 'uploadAccountAvatar',
  summary: 'Upload a profile picture',
  description:
    'Takes multipart/form-data with one file field, `avatar`: an image of at most 5 MB, checked by its content. It is stored as a 256 px WebP square, metadata stripped; the old picture is deleted. Anything that is not an image is a 415.',
  tags: ['account'],
  security: 'session',
  upload: { field: 'avatar' },
  errors: [413, 415],
  response: AccountUserResponseSchema,
});

/** DELETE /account/avatar — the initials show again. */
export const deleteAccountAvatarEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/account/avatar',
  api: 'main',
  operationId: 'deleteAccountAvatar',
  summary: 'Remove the profile picture',
  description: 'Deletes the picture; the initials show again.',
  tags: ['account'],
  security: 'session',
  response: AccountUserResponseSchema,
});

export function deleteAccountAvatar(transport: HttpTransport) {
  return callEndpoint(transport, deleteAccountAvatarEndpoint);
}

/** Sends the image as the `avatar` field of a multipart form. */
export async function uploadAccountAvatar(
  transport: HttpTransport,
  file: Blob,
): Promise<AccountUserResponse> {
  const form = new FormData();
  form.append('avatar', file);
  const answer = await transport({
    api: uploadAccountAvatarEndpoint.api,
    method: uploadAccountAvatarEndpoint.method,
    path: uploadAccountAvatarEndpoint.path,
    body: form,
  });
  const parsed = AccountUserResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(502, `Unexpected answer from PUT /account/avatar: ${parsed.error.message}`);
  return parsed.data;
}
