import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import DiagnosticsReporter from '../scripts/vitest/diagnostics-reporter.ts';

// Browser journeys against the production build (run `pnpm build` first; `pnpm test:all` does).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // On CI a journey that fails is run once more: a shared machine sometimes stalls a browser
    // for seconds. It still fails the run if it fails twice, and the log marks it "(retry x1)".
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: '../.vitest-reports/e2e.json' }],
          new DiagnosticsReporter({
            outputFile: resolve(import.meta.dirname, '../.vitest-reports/diagnostics/e2e.json'),
          }),
        ]
      : ['default'],
  },
});
