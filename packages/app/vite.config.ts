import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Server build only: marks each relative `import()` in the app's source with the imported file's
 * path as the client build's manifest names it, so a render knows which chunks its page's lazy
 * routes need and preloads them from the HTML (shared/routing/module-preloads.ts).
 */
function trackDynamicImports(): Plugin {
  const pattern = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  let root = '';
  return {
    name: 'atlas:track-dynamic-imports',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(path.join(root, 'src') + path.sep) || !code.includes('import(')) return;
      let marked = '';
      let last = 0;
      for (const match of code.matchAll(pattern)) {
        const [expression, , specifier = ''] = match;
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const source = path.relative(root, resolved.id.split('?')[0] ?? resolved.id);
        const key = JSON.stringify(source.split(path.sep).join('/'));
        marked += `${code.slice(last, match.index)}(globalThis.__atlasDynamicImport?.(${key}), ${expression})`;
        last = match.index + expression.length;
      }
      return last === 0 ? undefined : { code: marked + code.slice(last), map: null };
    },
  };
}

// Client build: dist/client (index.html + hashed assets under /assets), each asset over 1 kB also
// written as .br and .gz, which the server sends to browsers that accept them.
// Server build: `vite build --ssr src/entry-server.tsx` into dist/server, loaded by @atlas/server;
// it reads the client build's manifest to preload each page's own chunks.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? [trackDynamicImports()]
      : [
          compression({
            include: /\.(js|css|svg|json)$/,
            algorithms: ['brotliCompress', 'gzip'],
            threshold: 1024,
            logLevel: 'silent',
          }),
        ]),
  ],
  build: {
    sourcemap: true,
    manifest: !isSsrBuild,
    // The shell is one chunk on purpose (below); its size is watched by e2e/js-budget.e2e.ts.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              // Every page loads the whole shell (the entry's static imports) before anything
              // of its own: one chunk compresses better than the 40 small ones the automatic
              // split made of it (20 kB less brotli, docs/benchmarks.md). Lazy chunks are left
              // to the automatic split: the manifest names each by its source.
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
      onwarn(warning, warn) {
        // The server imports every feature's routes statically (routes/index.tsx) and the
        // browser's loaders (routes/discovery.ts) dynamically: on the server that is intended.
        if (isSsrBuild && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
    },
    assetsDir: 'assets',
  },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server entry.
    noExternal: ['@atlas/ui', '@atlas/api'],
  },
}));
