import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../plugins/clock';
import {
  InvalidWebhookError,
  type ChargeRequest,
  type ChargeResult,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentsProvider,
} from './port';
import { signPayload, verifySignature } from './signature';

/**
 * The test cards of the stand-in checkout, as real providers document theirs: one that always
 * pays, one that pays now but is declined for every renewal, one that is declined at once.
 */
export const STAND_IN_CARDS = {
  '4242424242424242': { label: 'Visa ending 4242 (always approved)', pays: true, renews: true },
  '4000000000000341': {
    label: 'Visa ending 0341 (approved now, declined at renewal)',
    pays: true,
    renews: false,
  },
  '4000000000000002': { label: 'Visa ending 0002 (declined)', pays: false, renews: false },
} as const;
export type StandInCard = keyof typeof STAND_IN_CARDS;
export const isStandInCard = (value: string): value is StandInCard => value in STAND_IN_CARDS;

/** How long a stand-in checkout page accepts an answer, like a provider's checkout session. */
export const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
export const STAND_IN_PROVIDER = 'stand-in';
/** The stand-in's checkout page; its session (the signed checkout) is the `session` parameter. */
export const STAND_IN_CHECKOUT_PATH = '/payments/stand-in/checkout';

/** What a checkout address carries, signed, so the stand-in needs no storage of its own. */
const CheckoutTokenSchema = z.object({
  ref: z.string().min(1).max(100),
  amt: z.number().int().positive(),
  cur: z.string().length(3),
  desc: z.string().max(500),
  ok: z.string().max(2000),
  no: z.string().max(2000),
  exp: z.number().int(),
});
export type StandInCheckout = z.infer<typeof CheckoutTokenSchema>;

/** The body of a stand-in webhook delivery (shaped like a real provider's event). */
const StandInEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['checkout.completed', 'checkout.failed']),
  created: z.number().int(),
  data: z.object({
    checkout_id: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    payment_id: z.string().max(100).nullable(),
    customer: z.string().max(100).nullable(),
    failure_message: z.string().max(300).nullable(),
  }),
});
export type StandInEvent = z.infer<typeof StandInEventSchema>;

const digest = (value: string, length = 24) =>
  createHash('sha256').update(value).digest('hex').slice(0, length);

export interface StandInProvider extends PaymentsProvider {
  /** The checkout a page address names, or null when its token is forged, broken or expired. */
  readCheckout(token: string): StandInCheckout | null;
  /** The signed webhook delivery for the buyer's answer on the checkout page. */
  answer(
    token: string,
    card: StandInCard | null,
  ): { body: string; signature: string; redirectTo: string };
}

/**
 * The local stand-in for a payments provider: its checkout page is served by this server
 * (payments/stand-in-routes.ts), and it reports the buyer's answer with a webhook signed like a
 * real provider's, delivered over HTTP to the webhook address.
 */
export function createStandInProvider(options: {
  /** Signs webhooks and checkout addresses. */
  secret: string;
  /** Where checkout pages are served: `{publicUrl}/payments/stand-in/checkout?session={token}`. */
  publicUrl: string;
  clock: Clock;
}): StandInProvider {
  const { secret, publicUrl, clock } = options;

  const seal = (payload: string) =>
    createHmac('sha256', `${secret}:checkout`).update(payload).digest('base64url');

  function readCheckout(token: string): StandInCheckout | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || token.split('.').length !== 2) return null;
    const expected = Buffer.from(seal(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const checkout = CheckoutTokenSchema.safeParse(parsed);
    if (!checkout.success || checkout.data.exp <= clock.now().getTime()) return null;
    return checkout.data;
  }

  const checkoutIdOf = (token: string) => `cs_standin_${digest(token)}`;

  return {
    name: STAND_IN_PROVIDER,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const payload = Buffer.from(
        JSON.stringify({
          ref: request.reference,
          amt: request.amountCents,
          cur: request.currency,
          desc: request.description,
          ok: request.successUrl,
          no: request.cancelUrl,
          exp: clock.now().getTime() + CHECKOUT_LIFETIME_MS,
        } satisfies StandInCheckout),
      ).toString('base64url');
      const token = `${payload}.${seal(payload)}`;
      return {
        checkoutId: checkoutIdOf(token),
        url: `${publicUrl}${STAND_IN_CHECKOUT_PATH}?session=${token}`,
      };
    },

    readCheckout,

    answer(token, card) {
      const checkout = readCheckout(token);
      if (!checkout) throw new InvalidWebhookError('checkout: it expired or does not exist');
      const checkoutId = checkoutIdOf(token);
      const paid = card !== null && STAND_IN_CARDS[card].pays;
      const event: StandInEvent = {
        // The same answer to the same checkout is the same event: a double click is one.
        id: `evt_standin_${digest(`${checkoutId}:${paid ? 'paid' : 'failed'}`)}`,
        type: paid ? 'checkout.completed' : 'checkout.failed',
        created: Math.floor(clock.now().getTime() / 1000),
        data: {
          checkout_id: checkoutId,
          reference: checkout.ref,
          amount: checkout.amt,
          currency: checkout.cur,
          payment_id: paid ? `py_standin_${digest(checkoutId)}` : null,
          customer: paid ? `cus_standin_${card}_${randomBytes(6).toString('hex')}` : null,
          failure_message: paid
            ? null
            : card === null
              ? 'The buyer cancelled the payment.'
              : 'Your card was declined.',
        },
      };
      const body = JSON.stringify(event);
      return {
        body,
        signature: signPayload(body, secret, clock.now()),
        redirectTo: paid ? checkout.ok : checkout.no,
      };
    },

    verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null {
      verifySignature(rawBody, signature, secret, clock.now());
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new InvalidWebhookError('body: it is not JSON');
      }
      const event = StandInEventSchema.safeParse(parsed);
      if (!event.success) throw new InvalidWebhookError('body: it is not a stand-in event');
      const { data } = event.data;
      const occurredAt = new Date(event.data.created * 1000);
      if (event.data.type === 'checkout.completed') {
        if (!data.payment_id) throw new InvalidWebhookError('body: a payment without an id');
        return {
          id: event.data.id,
          type: 'checkout.paid',
          reference: data.reference,
          checkoutId: data.checkout_id,
          paymentRef: data.payment_id,
          amountCents: data.amount,
          currency: data.currency.toUpperCase(),
          customerRef: data.customer,
          occurredAt,
        };
      }
      return {
        id: event.data.id,
        type: 'checkout.declined',
        reference: data.reference,
        checkoutId: data.checkout_id,
        reason: data.failure_message ?? 'The payment was declined.',
        occurredAt,
      };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const card = /^cus_standin_(\d{16})_/.exec(request.customerRef)?.[1];
      if (!card || !isStandInCard(card) || !STAND_IN_CARDS[card].renews)
        return { status: 'failed', reason: 'Your card was declined.' };
      return { status: 'succeeded', paymentRef: `py_standin_${digest(request.idempotencyKey)}` };
    },

    async refund(paymentRef: string): Promise<void> {
      if (!paymentRef.startsWith('py_standin_'))
        throw new Error(`refund: ${paymentRef} is not a stand-in payment`);
    },
  };
}
