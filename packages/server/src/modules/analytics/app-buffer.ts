import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../db/errors';
import { createEventBuffer, type EventBuffer } from './buffer';

/**
 * A buffer of beacons for this server (analytics events, web-vitals reports): sized by the
 * analytics buffer settings, timed by the app's clock, retried while the database is away, and
 * logged as `{label} buffer: …` when it drops or cannot write.
 */
export function createAppBuffer<Event>(
  app: FastifyInstance,
  label: string,
  write: (batch: Event[]) => Promise<unknown>,
): EventBuffer<Event> {
  const { flushIntervalMs, batchSize, capacity } = app.appConfig.analyticsBuffer;
  return createEventBuffer<Event>({
    write: async (batch) => {
      await write(batch);
    },
    batchSize,
    capacity,
    maxAgeMs: flushIntervalMs,
    now: () => app.clock.now().getTime(),
    isTransient: isDatabaseUnavailable,
    onDropped: (count, stats) =>
      app.log.warn(
        { droppedNow: count, droppedInAll: stats.dropped, buffered: stats.buffered },
        `${label} buffer: events dropped`,
      ),
    onWriteFailed: (error, kept) =>
      app.log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) }, kept },
        `${label} buffer: writing events failed`,
      ),
  });
}
