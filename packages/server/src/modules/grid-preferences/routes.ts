import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  getGridPreferencesEndpoint,
  saveGridColumnsEndpoint,
  type GridPreferences,
} from '@atlas/api/endpoints/grid-preferences';
import type { AppDatabase } from '../../db/client';
import { gridPreferences } from '../../db/schema';
import { schemaOf } from '../../lib/endpoint-schema';
import { perIp, registerRateLimit } from '../../lib/rate-limit';

/** Per-IP limits (requests per minute). */
const PER_IP = { read: 120, write: 60 };

async function preferencesOf(db: AppDatabase, userId: string): Promise<GridPreferences> {
  const rows = await db
    .select({ grid: gridPreferences.grid, hidden: gridPreferences.hiddenColumns })
    .from(gridPreferences)
    .where(eq(gridPreferences.userId, userId));
  return { hidden_columns: Object.fromEntries(rows.map((row) => [row.grid, row.hidden])) };
}

/** The columns each person hid in each data grid (issue 19): one row per person and grid. */
export const gridPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await registerRateLimit(app, { reason: 'Too many requests.' });

  app.get(
    getGridPreferencesEndpoint.path,
    { config: perIp(PER_IP.read), schema: schemaOf(getGridPreferencesEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await preferencesOf(db, user.id) };
    },
  );

  app.put(
    saveGridColumnsEndpoint.path,
    { config: perIp(PER_IP.write), schema: schemaOf(saveGridColumnsEndpoint) },
    async (request, reply) => {
      const { user } = app.requireUser(request);
      reply.header('cache-control', 'no-store');
      const hidden = [...new Set(request.body.hidden_columns)].sort();
      const now = app.clock.now();
      await db
        .insert(gridPreferences)
        .values({
          userId: user.id,
          grid: request.params.grid,
          hiddenColumns: hidden,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [gridPreferences.userId, gridPreferences.grid],
          set: { hiddenColumns: hidden, updatedAt: now },
        });
      return { data: await preferencesOf(db, user.id) };
    },
  );
};
