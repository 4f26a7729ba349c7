import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const componentsDir = `${root}src/components`;

/** One entry per published subpath: `theme` and every component folder. */
const entries: Record<string, string> = { 'theme/index': `${root}src/theme/index.ts` };
for (const entry of readdirSync(componentsDir, { withFileTypes: true })) {
  if (entry.isDirectory()) {
    entries[`components/${entry.name}/index`] = `${componentsDir}/${entry.name}/index.ts`;
  }
}

/** Peers and dependencies stay imports: the consumer's bundler resolves them once. */
const external = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@mui\//, /^@emotion\//, /^dompurify$/];

// The published build (`pnpm --filter @atlas/ui build`): ES modules, one file per entry plus
// shared chunks, in dist/ beside the declarations `tsc -p tsconfig.build.json` writes there.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Components use React state and context: each component entry is a client module for
        // frameworks with server components. The theme entry stays usable on the server.
        banner: (chunk) =>
          chunk.isEntry && chunk.name.startsWith('components/') ? "'use client';" : '',
      },
      onwarn(warning, defaultHandler) {
        // MUI marks its modules 'use client'; they stay external here, so nothing is lost.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
});
