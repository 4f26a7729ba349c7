import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * A warning in a test run is a failure to look at: every console.warn or console.error a test
 * causes fails that test, naming what was written. A test that expects a warning says so by
 * spying on the console itself (`vi.spyOn(console, 'error').mockImplementation(...)`), which
 * replaces this watcher for as long as the spy lives.
 */
const written: string[] = [];

for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    written.push(`console.${level}: ${format(...args)}`);
    original(...args);
  };
}

beforeEach(() => {
  written.length = 0;
});

afterEach(() => {
  if (written.length === 0) return;
  const seen = written.splice(0);
  throw new Error(
    `The test wrote ${seen.length} warning(s) to the console:\n${seen.map((line) => line.slice(0, 500)).join('\n')}`,
  );
});
