import Stripe from 'stripe';
import {
  InvalidWebhookError,
  type ChargeRequest,
  type ChargeResult,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentsProvider,
} from './port';

export const STRIPE_PROVIDER = 'stripe';

/**
 * The real provider, through its SDK, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set:
 * a hosted checkout that saves the card for renewals, signed webhooks, off-session renewal
 * charges and refunds. Nothing here calls out until a checkout, charge or refund is asked for.
 */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** The SDK's client, for tests that talk to a local double of the API. */
  client?: Stripe;
}): PaymentsProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2 });

  return {
    name: STRIPE_PROVIDER,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          customer_creation: 'always',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          // The card is kept for the renewals the company has not cancelled.
          payment_intent_data: { setup_future_usage: 'off_session' },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout:${request.reference}` },
      );
      if (!session.url) throw new Error('the provider gave the checkout no address');
      return { checkoutId: session.id, url: session.url };
    },

    verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(
          `signature: ${error instanceof Error ? error.message : 'it does not check out'}`,
        );
      }
      const occurredAt = new Date(event.created * 1000);
      if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        if (session.payment_status !== 'paid' || !session.client_reference_id) return null;
        const paymentRef =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null);
        if (!paymentRef) return null;
        return {
          id: event.id,
          type: 'checkout.paid',
          reference: session.client_reference_id,
          checkoutId: session.id,
          paymentRef,
          // Missing money is no money: the order's check refuses it as a mismatch.
          amountCents: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          customerRef:
            typeof session.customer === 'string'
              ? session.customer
              : (session.customer?.id ?? null),
          occurredAt,
        };
      }
      if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        const session = event.data.object;
        if (!session.client_reference_id) return null;
        return {
          id: event.id,
          type: 'checkout.declined',
          reference: session.client_reference_id,
          checkoutId: session.id,
          reason:
            event.type === 'checkout.session.expired'
              ? 'The checkout expired before it was paid.'
              : 'The payment failed.',
          occurredAt,
        };
      }
      return null;
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const methods = await stripe.customers.listPaymentMethods(request.customerRef, {
          limit: 1,
        });
        const method = methods.data[0];
        if (!method) return { status: 'failed', reason: 'No saved card.' };
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            customer: request.customerRef,
            payment_method: method.id,
            off_session: true,
            confirm: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return intent.status === 'succeeded'
          ? { status: 'succeeded', paymentRef: intent.id }
          : { status: 'failed', reason: `The payment is ${intent.status}.` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'failed', reason: error.message };
        throw error;
      }
    },

    async refund(paymentRef: string, amountCents: number): Promise<void> {
      await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountCents },
        { idempotencyKey: `refund:${paymentRef}` },
      );
    },
  };
}
