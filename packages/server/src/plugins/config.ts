import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the server started with. */
    appConfig: Config;
  }
}

/**
 * The configuration, for every plugin and route after it. It also says once, at start, what the
 * operator should know about it: a missing PUBLIC_URL.
 */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('appConfig', config);
    if (!config.publicUrlConfigured) {
      app.log.warn(
        `PUBLIC_URL is not set: links in e-mails and canonical URLs use ${config.publicUrl}, and forms also accept this server's loopback addresses (127.0.0.1, [::1], localhost). Set PUBLIC_URL to the address people use.`,
      );
    }
  },
  { name: 'config' },
);
