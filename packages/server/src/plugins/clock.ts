import fp from 'fastify-plugin';

/** The time as the server reads it. Tests pass their own, so they never wait for real hours. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    /** What "now" is for expiry and decision times (`ServerDependencies.clock`). */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, options) => {
    app.decorate('clock', options.clock ?? systemClock);
  },
  { name: 'clock' },
);
