import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CompanySlugSchema } from '@atlas/api/company-memberships';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What `schemaOf` says of who may call the route (`RouteAccess` of lib/endpoint-schema). */
function accessOf(schema: unknown): { security: unknown; companyScoped: boolean } | null {
  if (!isRecord(schema) || !isRecord(schema.access)) return null;
  return { security: schema.access.security, companyScoped: schema.access.companyScoped === true };
}

function slugOf(request: FastifyRequest): string | undefined {
  const params: unknown = request.params;
  if (!isRecord(params) || typeof params.slug !== 'string') return undefined;
  return CompanySlugSchema.safeParse(params.slug).success ? params.slug : undefined;
}

/**
 * An `onRoute` hook: a call that needs a session authenticates its caller (401), a staff call
 * checks that the caller is staff (the 404 of a call that does not exist), and a company-scoped
 * call checks that they are a member of the company (the 404 of a company that does not exist),
 * all before the request's body is parsed and its parts validated, so a caller who may not make
 * the call learns nothing of what it takes (not the rules of a field, not the content types or the
 * size). It runs as the first `preParsing` hook: after the rate limits and the origin check
 * (onRequest), before any body byte is read. The handlers' own checks reuse the same lookups.
 */
export function accessFirst(app: FastifyInstance) {
  return (route: RouteOptions): void => {
    const access = accessOf(route.schema);
    if (!access) return;
    let checkAccess: ((request: FastifyRequest) => Promise<void>) | null = null;
    if (access.companyScoped)
      checkAccess = async (request) => {
        app.requireUser(request);
        // A slug no company can have is left to the params' own validation (a 400 naming `slug`).
        const slug = slugOf(request);
        if (slug !== undefined) await app.requireCompanyMember(request, slug);
      };
    else if (access.security === 'staff')
      checkAccess = async (request) => {
        await app.requireStaff(request);
      };
    else if (access.security === 'session')
      checkAccess = async (request) => {
        app.requireUser(request);
      };
    if (!checkAccess) return;
    const existing = route.preParsing;
    route.preParsing =
      existing === undefined
        ? [checkAccess]
        : [checkAccess, ...(Array.isArray(existing) ? existing : [existing])];
  };
}
