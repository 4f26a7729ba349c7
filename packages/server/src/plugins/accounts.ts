import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createCaptcha, type Captcha } from '../captcha/captcha';
import { createOutboxMailer, createSmtpMailer, outboxDirectory, type Mailer } from '../mail/mailer';
import { createMailQueue, type MailQueue } from '../mail/queue';
import { authPlugin } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the server started with. */
    appConfig: Config;
    mailer: Mailer;
    /** Mail that must not be lost (contact requests, review confirmations): stored, then sent. */
    mailQueue: MailQueue;
    captcha: Captcha;
  }
}

export interface AccountsPluginOptions {
  config: Config;
  /** A mailer to use instead of the configured one (tests). */
  mailer?: Mailer;
}

/** The ports accounts need (mail, captcha) and the session resolution of every API request. */
export const accountsPlugin = fp<AccountsPluginOptions>(async (app, { config, mailer }) => {
  app.decorate('appConfig', config);
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
  app.decorate('captcha', createCaptcha(app.database.db, config.auth.captcha));
  await app.register(authPlugin, {
    publicUrl: config.publicUrl,
    publicUrlConfigured: config.publicUrlConfigured,
  });
});
