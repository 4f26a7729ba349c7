import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidWebhookError, type PaymentsProvider } from './port';
import { signPayload, verifySignature } from './signature';
import { createStandInProvider } from './stand-in';
import { createStripeProvider } from './stripe';

const NOW = new Date('2026-05-04T10:00:00Z');

interface Signed {
  body: string;
  signature: string;
}

/**
 * What each adapter must do with its provider's webhooks (issue 22's port contract): a paid
 * checkout and a declined one come out as our two events naming our order; a body changed after
 * signing, a missing or wrong signature are refused with InvalidWebhookError.
 */
interface Adapter {
  name: string;
  provider: PaymentsProvider;
  paid(reference: string): Promise<Signed>;
  declined(reference: string): Promise<Signed>;
  /** The checkout id createCheckout gave the order the events are about. */
  checkoutId(): Promise<string>;
}

function standIn(): Adapter {
  const provider = createStandInProvider({
    secret: 'a stand-in secret of at least thirty-two characters',
    publicUrl: 'https://atlas.test',
    clock: { now: () => NOW },
  });
  const create = (reference: string) =>
    provider.createCheckout({
      reference,
      amountCents: 29_900,
      currency: 'USD',
      description: 'A page',
      customerEmail: null,
      successUrl: 'https://atlas.test/ok',
      cancelUrl: 'https://atlas.test/no',
    });
  const answer = async (reference: string, pay: boolean) => {
    const checkout = await create(reference);
    const token = new URL(checkout.url).searchParams.get('session') ?? '';
    const delivery = provider.answer(token, pay ? '4242424242424242' : '4000000000000002');
    return { body: delivery.body, signature: delivery.signature };
  };
  return {
    name: 'stand-in',
    provider,
    paid: (reference) => answer(reference, true),
    declined: (reference) => answer(reference, false),
    // The fixed clock makes the same checkout (and its id) for the same order.
    checkoutId: async () => (await create('1b7c2c5e-0d6a-4c59-9a59-3f4cc3a0d3b1')).checkoutId,
  };
}

function stripe(): Adapter {
  const secret = 'whsec_contract_test_secret';
  const client = new Stripe('sk_test_contract', {});
  const provider = createStripeProvider({
    secretKey: 'sk_test_contract',
    webhookSecret: secret,
    client,
  });
  const signed = (event: Record<string, unknown>): Signed => {
    const body = JSON.stringify(event);
    return { body, signature: client.webhooks.generateTestHeaderString({ payload: body, secret }) };
  };
  const session = (reference: string, extra: Record<string, unknown>) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: reference,
    amount_total: 29_900,
    currency: 'usd',
    customer: 'cus_test_1',
    payment_intent: 'pi_test_1',
    payment_status: 'unpaid',
    ...extra,
  });
  return {
    name: 'stripe',
    provider,
    checkoutId: async () => 'cs_test_1',
    paid: async (reference) =>
      signed({
        id: 'evt_paid',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: session(reference, { payment_status: 'paid' }) },
      }),
    declined: async (reference) =>
      signed({
        id: 'evt_expired',
        object: 'event',
        type: 'checkout.session.expired',
        created: Math.floor(Date.now() / 1000),
        data: { object: session(reference, {}) },
      }),
  };
}

describe.each([standIn(), stripe()])('the $name adapter of the payments port', (adapter) => {
  const reference = '1b7c2c5e-0d6a-4c59-9a59-3f4cc3a0d3b1';

  it('reads a paid checkout as checkout.paid for our order, with the money, payment and customer', async () => {
    const { body, signature } = await adapter.paid(reference);
    const event = adapter.provider.verifyWebhook(body, signature);
    // What the order is checked against (issue 34): the amount, the currency in ISO 4217 capitals
    // and the checkout the order was sent to.
    expect(event).toMatchObject({
      type: 'checkout.paid',
      reference,
      amountCents: 29_900,
      currency: 'USD',
      checkoutId: await adapter.checkoutId(),
    });
    if (event?.type !== 'checkout.paid') throw new Error('not paid');
    expect(event.paymentRef.length).toBeGreaterThan(3);
    expect(event.customerRef).not.toBeNull();
    // The same delivery again is the same event (the handler records it once).
    expect(adapter.provider.verifyWebhook(body, signature)?.id).toBe(event.id);
  });

  it('reads a declined or abandoned checkout as checkout.declined with a reason', async () => {
    const { body, signature } = await adapter.declined(reference);
    const event = adapter.provider.verifyWebhook(body, signature);
    expect(event).toMatchObject({ type: 'checkout.declined', reference });
    if (event?.type !== 'checkout.declined') throw new Error('not declined');
    expect(event.reason.length).toBeGreaterThan(5);
  });

  it('refuses a changed body, a missing signature and a wrong one', async () => {
    const { body, signature } = await adapter.paid(reference);
    const changed = body.replace('29900', '1');
    expect(changed).not.toBe(body);
    expect(() => adapter.provider.verifyWebhook(changed, signature)).toThrow(InvalidWebhookError);
    expect(() => adapter.provider.verifyWebhook(body, undefined)).toThrow(InvalidWebhookError);
    expect(() => adapter.provider.verifyWebhook(body, 't=1,v1=00')).toThrow(InvalidWebhookError);
  });
});

describe('the stand-in signature', () => {
  const secret = 'another secret of at least thirty-two characters';

  it('holds within five minutes, not after', () => {
    const signature = signPayload('{}', secret, NOW);
    expect(() => verifySignature('{}', signature, secret, NOW)).not.toThrow();
    const later = new Date(NOW.getTime() + 4 * 60_000);
    expect(() => verifySignature('{}', signature, secret, later)).not.toThrow();
    const stale = new Date(NOW.getTime() + 6 * 60_000);
    expect(() => verifySignature('{}', signature, secret, stale)).toThrow(/too old/);
  });

  it('accepts any of several v1 signatures (a provider rotating its secret sends two)', () => {
    const good = signPayload('{}', secret, NOW);
    const other = signPayload('{}', 'the old secret of at least thirty-two chars', NOW);
    const both = `${other},${good.split(',')[1] ?? ''}`;
    expect(() => verifySignature('{}', both, secret, NOW)).not.toThrow();
  });

  it('charges a saved card by its test number: renewals of 0341 are declined', async () => {
    const provider = standIn().provider;
    const key = { amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'k' };
    expect(
      await provider.charge({ ...key, customerRef: 'cus_standin_4242424242424242_ab' }),
    ).toMatchObject({ status: 'succeeded' });
    expect(
      await provider.charge({ ...key, customerRef: 'cus_standin_4000000000000341_ab' }),
    ).toEqual({ status: 'failed', reason: 'Your card was declined.' });
    // The same key charges once: the same payment comes back.
    const first = await provider.charge({ ...key, customerRef: 'cus_standin_4242424242424242_ab' });
    const again = await provider.charge({ ...key, customerRef: 'cus_standin_4242424242424242_cd' });
    expect(again).toEqual(first);
  });
});
