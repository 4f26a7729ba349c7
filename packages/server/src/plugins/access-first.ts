import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CompanySlugSchema } from '@atlas/api/company-memberships';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `schemaOf` marked the route's schema company-scoped (`RouteAccess` of lib/endpoint-schema). */
function isCompanyScoped(schema: unknown): boolean {
  return isRecord(schema) && isRecord(schema.access) && schema.access.companyScoped === true;
}

function slugOf(request: FastifyRequest): string | undefined {
  const params: unknown = request.params;
  if (!isRecord(params) || typeof params.slug !== 'string') return undefined;
  return CompanySlugSchema.safeParse(params.slug).success ? params.slug : undefined;
}

/**
 * An `onRoute` hook: a company-scoped call authenticates its caller (401) and checks that they are
 * a member of the company (the 404 of a company that does not exist) before its body is parsed
 * and validated, so a caller who may not make the call learns nothing of what its body must be
 * (not the rules of a field, not the content types or the size it takes). It runs as the first
 * `preParsing` hook: after the rate limits and the origin check (onRequest), before any body byte
 * is read. The handler's own `requireCompanyMember` reuses the same lookup.
 */
export function accessFirst(app: FastifyInstance) {
  return (route: RouteOptions): void => {
    if (!isCompanyScoped(route.schema)) return;
    const checkAccess = async (request: FastifyRequest): Promise<void> => {
      app.requireUser(request);
      // A slug no company can have is left to the params' own validation (a 400 naming `slug`).
      const slug = slugOf(request);
      if (slug !== undefined) await app.requireCompanyMember(request, slug);
    };
    const existing = route.preParsing;
    route.preParsing =
      existing === undefined
        ? [checkAccess]
        : [checkAccess, ...(Array.isArray(existing) ? existing : [existing])];
  };
}
