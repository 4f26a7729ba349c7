import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // As the app's: a test's time limit is not a speed target (those live in bench/). On a
    // two-core machine running the server's tests beside these, a click-through of a MUI
    // component passed vitest's default 5 s and failed a run.
    testTimeout: 60_000,
    // One worker imports MUI and the components once and runs file after file: 148 → 85 s for
    // the project on two workers (docs/benchmarks.md, "Test suite"). Each file still gets a fresh
    // jsdom, and testing-library unmounts after every test.
    isolate: false,
  },
});
