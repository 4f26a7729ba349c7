import { z } from 'zod';
import { CompanySlugSchema } from '../company-memberships';
import { ApiError, callEndpoint, defineEndpoint, fillPath, type HttpTransport } from '../http';

/** Issue 16: a company's logo, uploaded by its members through the storage port. */

export const CompanyLogoParamsSchema = z.object({ slug: CompanySlugSchema });

/** The largest logo file accepted (the server reads no more). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const CompanyLogoResponseSchema = z.object({
  data: z.object({ logo_url: z.string().nullable() }),
  message: z.string(),
});
export type CompanyLogoResponse = z.infer<typeof CompanyLogoResponseSchema>;

/**
 * PUT /companies/{slug}/logo — `multipart/form-data` with one file field, `logo`: an image (JPEG,
 * PNG, WebP or GIF, checked by its content) of at most 5 MB. It is stored as WebP of at most 400
 * px, without metadata; the old logo is deleted.
 */
export const uploadCompanyLogoEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/companies/:slug/logo',
  api: 'main',
  operationId: 'uploadCompanyLogo',
  summary: "Replace a company's logo (members only)",
  description:
    'Takes multipart/form-data with one file field, `logo`: an image of at most 5 MB, checked by its content. It is stored as WebP (at most 400 px, metadata stripped) and the old logo is deleted. Anything that is not an image is a 415; anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  upload: { field: 'logo' },
  errors: [404, 413, 415],
  params: CompanyLogoParamsSchema,
  response: CompanyLogoResponseSchema,
});

/** DELETE /companies/{slug}/logo — the company shows its initials again. */
export const deleteCompanyLogoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/companies/:slug/logo',
  api: 'main',
  operationId: 'deleteCompanyLogo',
  summary: "Remove a company's logo (members only)",
  description: 'Deletes the logo file; anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanyLogoParamsSchema,
  response: CompanyLogoResponseSchema,
});

export function deleteCompanyLogo(transport: HttpTransport, slug: string) {
  return callEndpoint(transport, deleteCompanyLogoEndpoint, { params: { slug } });
}

/** Sends the image as the `logo` field of a multipart form. */
export async function uploadCompanyLogo(
  transport: HttpTransport,
  slug: string,
  file: Blob,
): Promise<CompanyLogoResponse> {
  const form = new FormData();
  form.append('logo', file);
  const answer = await transport({
    api: uploadCompanyLogoEndpoint.api,
    method: uploadCompanyLogoEndpoint.method,
    path: fillPath(uploadCompanyLogoEndpoint.path, { slug }),
    body: form,
  });
  const parsed = CompanyLogoResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      502,
      `Unexpected answer from PUT /companies/:slug/logo: ${parsed.error.message}`,
    );
  return parsed.data;
}

export const CompanyImageResponseSchema = z.object({
  data: z.object({ path: z.string(), url: z.string() }),
});
export type CompanyImageResponse = z.infer<typeof CompanyImageResponseSchema>;

/**
 * PUT /companies/{slug}/images — `multipart/form-data` with one file field, `image`: a portfolio
 * image (JPEG, PNG, WebP or GIF by content, at most 5 MB), stored as WebP of at most 1600 px
 * without metadata. The answer's `path` goes into the portfolio step.
 */
export const uploadCompanyImageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/companies/:slug/images',
  api: 'main',
  operationId: 'uploadCompanyImage',
  summary: 'Upload a portfolio image (members only)',
  description:
    'Takes multipart/form-data with one file field, `image`: an image of at most 5 MB, checked by its content, stored as WebP (at most 1600 px, metadata stripped). Save the answered path with the portfolio step. Anything that is not an image is a 415; anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  upload: { field: 'image' },
  errors: [404, 413, 415],
  params: CompanyLogoParamsSchema,
  response: CompanyImageResponseSchema,
});

/** Sends a portfolio image as the `image` field of a multipart form. */
export async function uploadCompanyImage(
  transport: HttpTransport,
  slug: string,
  file: Blob,
): Promise<CompanyImageResponse> {
  const form = new FormData();
  form.append('image', file);
  const answer = await transport({
    api: uploadCompanyImageEndpoint.api,
    method: uploadCompanyImageEndpoint.method,
    path: fillPath(uploadCompanyImageEndpoint.path, { slug }),
    body: form,
  });
  const parsed = CompanyImageResponseSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(
      502,
      `Unexpected answer from PUT /companies/:slug/images: ${parsed.error.message}`,
    );
  return parsed.data;
}
