import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Close the database when the server closes (true when the server opened it). */
  closeOnShutdown: boolean;
}

/** Shares one database handle with every route and closes it after the last request. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    app.decorate('database', options.database);
    if (options.closeOnShutdown) {
      app.addHook('onClose', async () => {
        await options.database.close();
      });
    }
  },
  { name: 'database' },
);
