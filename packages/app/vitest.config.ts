import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';

const muiTiptapEsm = path.join(
  path.dirname(createRequire(import.meta.url).resolve('mui-tiptap')),
  '../esm/index.js',
);

export default defineProject({
  plugins: [react()],
  resolve: {
    // mui-tiptap's ES modules, which a bundler picks (its "module" export); see deps below.
    alias: [{ find: /^mui-tiptap$/, replacement: muiTiptapEsm }],
  },
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Form tests type into jsdom key by key: on a two-core machine running the server's tests
    // beside them (as the CI does) the longest journeys take 20-30 s. A test that passes never
    // waits for this; one that hangs fails after it.
    testTimeout: 60_000,
    server: {
      deps: {
        // mui-tiptap's CommonJS build (what Node picks) requires the CommonJS Tiptap, beside the
        // ES modules the rest imports: two prosemirror-states, and every editor fails with
        // "Adding different instances of a keyed plugin". Through Vite it loads as ES modules
        // only, as in the browser.
        inline: [/mui-tiptap/],
      },
    },
  },
});
