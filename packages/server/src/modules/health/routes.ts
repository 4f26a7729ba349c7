import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.string() });

/** Liveness answers as long as the process serves; readiness also checks the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: HealthSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadySchema, 503: ReadySchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      // The ping has its own short limit, so a database that accepts but never answers makes
      // this a quick 503, not a hang.
      const database = app.database.embedded ? 'embedded-postgres' : 'postgres';
      try {
        await app.database.ping();
        return { status: 'ready' as const, database };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            status: 'unavailable' as const,
            database,
          });
      }
    },
  );
};
