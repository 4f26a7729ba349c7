import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import DiagnosticsReporter from './scripts/vitest/diagnostics-reporter.ts';

const jsonReport = process.env.VITEST_JSON_REPORT ?? '.vitest-reports/unit.json';

// One run, four projects: ui and app in jsdom, api and server in node.
export default defineConfig({
  test: {
    projects: ['packages/ui', 'packages/api', 'packages/app', 'packages/server'],
    // A worker per core. Vitest's own default in a run is one fewer than the cores: one worker on
    // our two-core machines, which left a core idle for most of the run (20 of CI's 41 minutes).
    maxWorkers: '100%',
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: jsonReport }],
          // Where the minutes go, per file, and every retry: printed by scripts/ci-summary.mjs.
          new DiagnosticsReporter({
            outputFile: `.vitest-reports/diagnostics/${basename(jsonReport)}`,
          }),
        ]
      : ['default'],
  },
});
