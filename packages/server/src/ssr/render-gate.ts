/** Thrown when a render cannot start soon: the server answers 503 with Retry-After. */
export class RenderBusyError extends Error {
  override readonly name = 'RenderBusyError';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages are being rendered; try again shortly.');
  }
}

export interface RenderGateOptions {
  /** Renders running at once; more wait in line (default 4). */
  concurrency?: number;
  /** Renders waiting in line; one more is refused at once (default 100). */
  maxQueue?: number;
  /** How long a render may wait for its turn before it is refused (default 10 s). */
  maxWaitMs?: number;
  /** Seconds a refused visitor is asked to wait (Retry-After; default 2). */
  retryAfterSeconds?: number;
  setTimer?: (callback: () => void, ms: number) => { cancel(): void };
}

interface Waiter {
  start: () => void;
}

/**
 * Keeps server rendering from starving everything else: at most `concurrency` renders run at
 * once, a bounded line waits (first come, first served), and past that a request is refused with
 * a RenderBusyError instead of piling up. Identical renders in flight are done once (`coalesce`):
 * a burst of visitors to one new URL costs one render.
 */
export function createRenderGate(options: RenderGateOptions = {}) {
  const concurrency = options.concurrency ?? 4;
  const maxQueue = options.maxQueue ?? 100;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const retryAfter = options.retryAfterSeconds ?? 2;
  const setTimer =
    options.setTimer ??
    ((callback: () => void, ms: number) => {
      const timer = setTimeout(callback, ms);
      timer.unref();
      return { cancel: () => clearTimeout(timer) };
    });
  let running = 0;
  const line: Waiter[] = [];
  const inFlight = new Map<string, Promise<unknown>>();

  function next(): void {
    while (running < concurrency && line.length > 0) {
      const waiter = line.shift();
      if (!waiter) break;
      running += 1;
      waiter.start();
    }
  }

  function turn(): Promise<void> {
    if (running < concurrency && line.length === 0) {
      running += 1;
      return Promise.resolve();
    }
    if (line.length >= maxQueue) return Promise.reject(new RenderBusyError(retryAfter));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          timer.cancel();
          resolve();
        },
      };
      const timer = setTimer(() => {
        const index = line.indexOf(waiter);
        if (index !== -1) line.splice(index, 1);
        reject(new RenderBusyError(retryAfter));
      }, maxWaitMs);
      line.push(waiter);
    });
  }

  return {
    /** Runs `work` when its turn comes; throws RenderBusyError when the line is full or too slow. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        running -= 1;
        next();
      }
    },

    /**
     * One run of `work` for every caller with the same key while it is in flight; later callers
     * get the first caller's result (or error).
     */
    coalesce<T>(key: string, work: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(key) as Promise<T> | undefined;
      if (existing) return existing;
      const promise = work().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },

    get running(): number {
      return running;
    },
    get waiting(): number {
      return line.length;
    },
  };
}
export type RenderGate = ReturnType<typeof createRenderGate>;
