import { defineConfig } from 'vitest/config';

// One run, four projects: ui and app in jsdom, api and server in node.
export default defineConfig({
  test: {
    projects: ['packages/ui', 'packages/api', 'packages/app', 'packages/server'],
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? '.vitest-reports/unit.json' }],
        ]
      : ['default'],
  },
});
