import { defineConfig } from 'vitest/config';

// Browser journeys against the production build (run `pnpm build` first; `pnpm test:all` does).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '../.vitest-reports/e2e.json' }]]
      : ['default'],
  },
});
