import fp from 'fastify-plugin';
import { createOutboxMailer, createSmtpMailer, outboxDirectory, type Mailer } from '../mail/mailer';
import { createMailQueue, type MailQueue } from '../mail/queue';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mail that must not be lost (contact requests, review confirmations): stored, then sent. */
    mailQueue: MailQueue;
  }
}

export interface MailPluginOptions {
  /** A mailer to use instead of the configured one (tests). */
  mailer?: Mailer;
}

/**
 * The mail port (SMTP_URL, else files in DATA_DIR/outbox) and the queue that sends through it,
 * drained every MAIL_QUEUE_INTERVAL_MS once the server is ready.
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { mailer }) => {
    const config = app.appConfig;
    const chosen =
      mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.auth.mailFrom)
        : createOutboxMailer(outboxDirectory(config.dataDir), config.auth.mailFrom));
    app.decorate('mailer', chosen);
    const queue = createMailQueue({
      db: app.database.db,
      mailer: chosen,
      onError: (error, jobId) => app.log.warn({ err: error, jobId }, 'mail queue: sending failed'),
    });
    app.decorate('mailQueue', queue);
    if (config.mailQueueIntervalMs > 0) {
      app.addHook('onReady', async () => queue.start(config.mailQueueIntervalMs));
    }
    // The queue stops before the mailer closes, so a drain in progress can finish sending.
    app.addHook('onClose', async () => {
      await queue.stop();
      await chosen.close();
    });
  },
  { name: 'mail', dependencies: ['config', 'database'] },
);
