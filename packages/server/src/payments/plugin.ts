import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PaymentsProvider } from './port';
import { createStandInProvider, type StandInProvider } from './stand-in';
import { createStripeProvider } from './stripe';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments port (issue 22): the stand-in, or the real provider when its keys are set. */
    payments: PaymentsProvider;
    /** The stand-in provider when it is the one running (its checkout page is served here). */
    standInPayments: StandInProvider | null;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    const { payments, publicUrl } = app.appConfig;
    if (payments.stripe) {
      app.decorate('payments', createStripeProvider(payments.stripe));
      app.decorate('standInPayments', null);
      return;
    }
    if (!payments.webhookSecret)
      app.log.info(
        'PAYMENTS_WEBHOOK_SECRET is not set: the stand-in checkout signs with a key of this process',
      );
    const standIn = createStandInProvider({
      secret: payments.webhookSecret ?? randomBytes(32).toString('hex'),
      publicUrl,
      clock: app.clock,
    });
    app.decorate('payments', standIn);
    app.decorate('standInPayments', standIn);
  },
  { name: 'payments', dependencies: ['config', 'clock'] },
);
