import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PlaceRefSchema } from '../entities/location';
import { SPONSORSHIP_REQUIREMENTS } from '../sponsorship';

/** A TOP 10 page the company could sponsor, with what is left of it. */
export const PromotablePageSchema = z.object({
  id: z.number().int(),
  city: PlaceRefSchema,
  service: PlaceRefSchema,
  /** Per month, in US cents. */
  price_cents: z.number().int().min(0),
  /** MAX_SPONSORED_SLOTS minus the page's active sponsorships. */
  slots_left: z.number().int().min(0),
  /** The company holds an active sponsorship of it already. */
  sponsored_by_you: z.boolean(),
});
export type PromotablePage = z.infer<typeof PromotablePageSchema>;

export const PromotePageSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  eligible: z.boolean(),
  /** The requirements the company has not met yet, in the order the page lists them. */
  missing: z.array(z.enum(SPONSORSHIP_REQUIREMENTS)),
  /** Pages of the cities the company has an office in, for services it offers. */
  pages: z.array(PromotablePageSchema),
  active_sponsorships: z.number().int().min(0),
});
export type PromotePage = z.infer<typeof PromotePageSchema>;

export const GetPromotePageResponseSchema = z.object({ data: PromotePageSchema });
export type GetPromotePageResponse = z.infer<typeof GetPromotePageResponseSchema>;

/**
 * GET /top-companies/promote — for the signed-in member's company: whether it may sponsor TOP 10
 * pages and what is missing, and the pages it could sponsor with their price and free slots; a
 * 404 when the person has no company.
 */
export const getPromotePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/top-companies/promote',
  api: 'main',
  operationId: 'getPromotePage',
  summary: 'What the signed-in company can sponsor',
  description:
    "The signed-in member's company: whether it is eligible to sponsor TOP 10 pages and what it is missing, and the city × service pages it can sponsor with their price and slots left; a 404 when the person has no company.",
  tags: ['companies'],
  security: 'session',
  errors: [404],
  response: GetPromotePageResponseSchema,
});

export function getPromotePage(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getPromotePageEndpoint, { signal });
}
