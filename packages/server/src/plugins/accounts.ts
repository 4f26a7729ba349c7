import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createCaptcha, type Captcha } from '../captcha/captcha';
import { createOutboxMailer, createSmtpMailer, outboxDirectory, type Mailer } from '../mail/mailer';
import { authPlugin } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the server started with. */
    appConfig: Config;
    mailer: Mailer;
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
  app.addHook('onClose', () => chosen.close());
  app.decorate('captcha', createCaptcha(app.database.db, config.auth.captcha));
  await app.register(authPlugin, { publicUrl: config.publicUrl });
});
