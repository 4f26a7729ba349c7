import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Database-backed tests share one PostgreSQL server when TEST_DATABASE_URL is set; each file
    // creates its own throwaway database, so files may still run in parallel.
    fileParallelism: true,
  },
});
