/**
 * The payments port (ARCHITECTURE.md "Realtime, files, payments"): create a checkout, verify a
 * webhook, charge a saved card for a renewal, refund. The stand-in provider (stand-in.ts) runs by
 * default; a real provider's SDK (stripe.ts) runs when its keys are set. Both pass the contract
 * tests in payments.contract.test.ts.
 */

export interface CheckoutRequest {
  /** Our order id: every event about this checkout carries it back. */
  reference: string;
  amountCents: number;
  currency: string;
  /** What the buyer sees on the provider's page. */
  description: string;
  customerEmail: string | null;
  /** Where the provider sends the browser after an approved or a declined payment. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  checkoutId: string;
  /** The provider's payment page. */
  url: string;
}

/** What a verified webhook says happened, in the provider's words translated to ours. */
export type PaymentEvent =
  | {
      /** The provider's event id: the same event delivered twice has the same id. */
      id: string;
      type: 'checkout.paid';
      reference: string;
      checkoutId: string;
      paymentRef: string;
      /** What was paid: the order is checked against it before it counts (issue 34). */
      amountCents: number;
      /** ISO 4217, in capitals ("USD"), whatever case the provider writes it in. */
      currency: string;
      /** A saved customer (card) later renewals can charge; null when none was saved. */
      customerRef: string | null;
      occurredAt: Date;
    }
  | {
      id: string;
      type: 'checkout.declined';
      reference: string;
      checkoutId: string;
      reason: string;
      occurredAt: Date;
    };

export interface ChargeRequest {
  customerRef: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key charges once, however often it is retried. */
  idempotencyKey: string;
}

export type ChargeResult =
  { status: 'succeeded'; paymentRef: string } | { status: 'failed'; reason: string };

export interface PaymentsProvider {
  /** Stored with each order: `stand-in` or the real provider's name. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The event a webhook delivery carries, once its signature is checked against the raw body;
   * null for an event type we do not act on. Throws InvalidWebhookError for a bad signature.
   */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent | null;
  /** Charges a saved customer off-session (renewals). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(paymentRef: string, amountCents: number): Promise<void>;
}

/** A webhook whose signature or body does not check out: answered 400, never acted on. */
export class InvalidWebhookError extends Error {}
