import { z } from 'zod';
import { intId } from '../bounds';
import { CompanySlugSchema } from '../company-memberships';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PlaceRefSchema } from '../entities/location';
import {
  MAX_PAGES_PER_ORDER,
  PAYMENT_ORDER_STATUSES,
  SPONSORSHIP_PERIODS,
  SPONSORSHIP_STATUSES,
} from '../sponsorship';
import { IdempotencyKeySchema } from '../validation';

const DateTimeSchema = z.iso.datetime({ offset: true });

/** One page of a purchase and where its sponsorship stands. */
export const OrderPageSchema = z.object({
  page_id: z.number().int(),
  city: PlaceRefSchema,
  service: PlaceRefSchema,
  status: z.enum(SPONSORSHIP_STATUSES),
});

export const SponsorshipOrderSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  months: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** The provider's payment page while the order waits for its payment; null after. */
  checkout_url: z.string().nullable(),
  /** Why it was declined or refunded. */
  reason: z.string().nullable(),
  pages: z.array(OrderPageSchema),
  created_at: DateTimeSchema,
  paid_at: DateTimeSchema.nullable(),
});
export type SponsorshipOrder = z.infer<typeof SponsorshipOrderSchema>;

export const SponsorshipOrderResponseSchema = z.object({ data: SponsorshipOrderSchema });

const PeriodSchema = z.literal(SPONSORSHIP_PERIODS, {
  error: `Choose ${SPONSORSHIP_PERIODS.join(', ')} months`,
});

export const CreateSponsorshipOrderBodySchema = z.object({
  page_ids: z
    .array(z.number().int().positive(), { error: 'Choose at least one page' })
    .min(1, { error: 'Choose at least one page' })
    .max(MAX_PAGES_PER_ORDER, { error: `Choose at most ${MAX_PAGES_PER_ORDER} pages` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each page once' }),
  months: PeriodSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type CreateSponsorshipOrderBody = z.infer<typeof CreateSponsorshipOrderBodySchema>;

/**
 * POST /top-companies/promote/orders — the signed-in member's company buys sponsored places on
 * the chosen pages for a period: the order and its pending sponsorships are stored, and the
 * answer carries the provider's checkout address. A retry with the same key answers the same
 * order. 409 when the company is not eligible or a page has no place left.
 */
export const createSponsorshipOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/top-companies/promote/orders',
  api: 'main',
  operationId: 'createSponsorshipOrder',
  summary: 'Buy TOP 10 sponsorships',
  description:
    "Stores a purchase of sponsored places on TOP 10 pages for the signed-in member's company and answers the payment provider's checkout address; the same idempotency key answers the same order. A 404 without a company, a 409 when it is not eligible or a page is full.",
  tags: ['companies'],
  security: 'session',
  errors: [404, 409, 503],
  body: CreateSponsorshipOrderBodySchema,
  response: SponsorshipOrderResponseSchema,
});

export const SponsorshipOrderParamsSchema = z.object({
  id: z.uuid({ error: 'must be an order id' }),
});

/** GET /top-companies/promote/orders/{id} — where a purchase stands (its company's members only). */
export const getSponsorshipOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/top-companies/promote/orders/:id',
  api: 'main',
  operationId: 'getSponsorshipOrder',
  summary: 'Where a sponsorship purchase stands',
  description:
    'The purchase, its payment status and its pages; anyone but a member of the buying company gets a 404.',
  tags: ['companies'],
  security: 'session',
  errors: [404],
  params: SponsorshipOrderParamsSchema,
  response: SponsorshipOrderResponseSchema,
});

/** One sponsorship on the promo-membership page, with what it brought. */
export const CompanySponsorshipSchema = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  city: PlaceRefSchema,
  service: PlaceRefSchema,
  status: z.enum(SPONSORSHIP_STATUSES),
  /** Running now (paid, and today is inside its period). */
  running: z.boolean(),
  starts_at: DateTimeSchema,
  ends_at: DateTimeSchema,
  /** Renews for another `months` at its end, unless cancelled. */
  auto_renew: z.boolean(),
  months: z.number().int().nullable(),
  renewal_failure: z.string().nullable(),
  /** Where the company ranks organically on that page today (null: not listed there). */
  organic_rank: z.number().int().nullable(),
  impressions: z.number().int().min(0),
  clicks: z.number().int().min(0),
  /** The company's own profile views and website clicks over the same days, for comparison. */
  organic: z.object({
    profile_views: z.number().int().min(0),
    website_clicks: z.number().int().min(0),
  }),
});
export type CompanySponsorship = z.infer<typeof CompanySponsorshipSchema>;

export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: DateTimeSchema,
  amount_cents: z.number().int(),
  currency: z.string(),
  /** The PDF's address (below the API base). */
  pdf_path: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const CompanySponsorshipsSchema = z.object({
  sponsorships: z.array(CompanySponsorshipSchema),
  invoices: z.array(InvoiceSummarySchema),
});
export type CompanySponsorships = z.infer<typeof CompanySponsorshipsSchema>;

export const CompanySponsorshipsParamsSchema = z.object({ slug: CompanySlugSchema });

/** GET /companies/{slug}/sponsorships — the promo-membership page: sponsorships and invoices. */
export const listCompanySponsorshipsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/companies/:slug/sponsorships',
  api: 'main',
  operationId: 'listCompanySponsorships',
  summary: "A company's TOP 10 sponsorships and invoices (members only)",
  description:
    'Every paid sponsorship of the company with its period, renewal, organic rank, and the impressions and clicks of its sponsored place, and its invoices. Anyone but a member gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CompanySponsorshipsParamsSchema,
  response: z.object({ data: CompanySponsorshipsSchema }),
});

export const CancelRenewalParamsSchema = z.object({
  slug: CompanySlugSchema,
  id: intId('must be a sponsorship id'),
});

/**
 * POST /companies/{slug}/sponsorships/{id}/cancel — stops the renewal: the place runs to the end
 * of the period it was paid for. Repeating it changes nothing.
 */
export const cancelSponsorshipRenewalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/companies/:slug/sponsorships/:id/cancel',
  api: 'main',
  operationId: 'cancelSponsorshipRenewal',
  summary: 'Stop a sponsorship from renewing (members only)',
  description:
    'Turns the renewal off; the sponsorship stays until the end of the paid period. Anyone but a member of the company, or another company’s sponsorship, gets a 404.',
  tags: ['companies'],
  security: 'session',
  companyScoped: true,
  errors: [404],
  params: CancelRenewalParamsSchema,
  response: z.object({ data: CompanySponsorshipSchema }),
});

export function createSponsorshipOrder(
  transport: HttpTransport,
  body: CreateSponsorshipOrderBody,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, createSponsorshipOrderEndpoint, { body, signal });
}

export function getSponsorshipOrder(transport: HttpTransport, id: string, signal?: AbortSignal) {
  return callEndpoint(transport, getSponsorshipOrderEndpoint, { params: { id }, signal });
}

export function listCompanySponsorships(
  transport: HttpTransport,
  slug: string,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, listCompanySponsorshipsEndpoint, { params: { slug }, signal });
}

export function cancelSponsorshipRenewal(
  transport: HttpTransport,
  slug: string,
  id: number,
  signal?: AbortSignal,
) {
  return callEndpoint(transport, cancelSponsorshipRenewalEndpoint, {
    params: { slug, id },
    signal,
  });
}
