import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the server is up (from `onReady`; 0 never): one run at a
 * time (a slow run is not overtaken), failures logged with `what` and never thrown, and a run in
 * progress awaited on close.
 */
export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  what: string,
  job: () => Promise<unknown>,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = job()
        .catch((error: unknown) =>
          app.log.warn(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            `${what} failed`,
          ),
        )
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
