/** Thrown when too many drawings are waiting: the caller answers 503 and asks to come back. */
export class TooBusyError extends Error {
  constructor() {
    super('Too many pictures are being drawn; try again in a few seconds.');
  }
}

/**
 * Runs CPU-heavy jobs one at a time, with at most `maxWaiting` in line: drawing a PNG takes the
 * event loop for tens of milliseconds, and a crawler asking for many pages at once must not
 * starve the API. Beyond the line, `run` throws TooBusyError at once.
 */
export function createTurns(maxWaiting: number) {
  let last: Promise<unknown> = Promise.resolve();
  let inLine = 0;
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (inLine >= maxWaiting) return Promise.reject(new TooBusyError());
      inLine += 1;
      const result = last.then(job);
      last = result
        .catch(() => undefined)
        .finally(() => {
          inLine -= 1;
        });
      return result;
    },
  };
}
