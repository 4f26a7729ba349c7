import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// Client build: dist/client (index.html + hashed assets under /assets), each asset over 1 kB also
// written as .br and .gz, which the server sends to browsers that accept them.
// Server build: `vite build --ssr src/entry-server.tsx` into dist/server, loaded by @atlas/server.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
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
    assetsDir: 'assets',
  },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server entry.
    noExternal: ['@atlas/ui', '@atlas/api'],
  },
}));
