import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Database-backed tests share one PostgreSQL server (TEST_DATABASE_URL's, or an embedded one
    // the global setup starts); each file clones its own database from a migrated template, so
    // files still run in parallel.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['../../scripts/vitest/fail-on-console.ts'],
    fileParallelism: true,
    // A worker imports the server once and runs file after file in it: per file, the import of
    // the whole server cost 2.5-3 s (380 s of a 640 s run). Nothing here keeps state in a module
    // between files: each file builds its own server on its own database and data folder, and
    // the suite has no vi.mock. (Measured: docs/benchmarks.md, "Test suite".)
    isolate: false,
  },
});
