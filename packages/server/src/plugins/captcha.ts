import fp from 'fastify-plugin';
import { createCaptcha, type Captcha } from '../captcha/captcha';
import { createCaptchaRepository } from '../captcha/repository';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** The captcha of the forms: reCAPTCHA when its keys are set, else our own proof of work. */
export const captchaPlugin = fp(
  async (app) => {
    app.decorate(
      'captcha',
      createCaptcha(createCaptchaRepository(app.database.db), app.appConfig.auth.captcha, () =>
        app.clock.now(),
      ),
    );
  },
  { name: 'captcha', dependencies: ['config', 'database', 'clock'] },
);
