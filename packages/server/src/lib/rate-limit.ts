import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { HttpError } from '../plugins/errors';

export const MINUTE = 60_000;

export interface RateLimitOptions {
  /** The first sentence of the 429 message, e.g. `Too many attempts.` */
  reason: string;
  /** The unit the wait is told in (rounded up); seconds unless said. */
  waitIn?: 'seconds' | 'minutes';
}

/**
 * Registers @fastify/rate-limit in the calling plugin only, and not globally: a route is limited
 * when its `config` says so (see `perIp`). Answers 429 with `<reason> Please wait N seconds and
 * try again.` (or N minutes). Each plugin that calls this counts its own routes' requests.
 */
export async function registerRateLimit(
  // Any instance, whatever its type provider: only `register` is used.
  app: Pick<FastifyInstance, 'register'>,
  { reason, waitIn = 'seconds' }: RateLimitOptions,
): Promise<void> {
  const unitMs = waitIn === 'minutes' ? MINUTE : 1000;
  await app.register(fastifyRateLimit, {
    global: false,
    // The plugin throws what this returns: an HttpError, so the error handler answers its message
    // (a plain object would reach people as "Request failed"). Retry-After is set by the plugin.
    errorResponseBuilder: (_request, context) => {
      const wait = Math.max(1, Math.ceil(context.ttl / unitMs));
      const unit = wait === 1 ? waitIn.slice(0, -1) : waitIn;
      return new HttpError(429, `${reason} Please wait ${wait} ${unit} and try again.`);
    },
  });
}

/** A route's `config` limiting it to `max` requests per IP address in `timeWindow` (ms). */
export function perIp(max: number, timeWindow: number = MINUTE) {
  return { rateLimit: { max, timeWindow } };
}
