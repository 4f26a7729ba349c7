import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Client build: dist/client (index.html + hashed assets under /assets).
// Server build: `vite build --ssr src/entry-server.tsx` into dist/server, loaded by @atlas/server.
export default defineConfig({
  plugins: [react()],
  build: {
    sourcemap: true,
    assetsDir: 'assets',
  },
  ssr: {
    // Workspace packages ship TypeScript source: bundle them into the server entry.
    noExternal: ['@atlas/ui', '@atlas/api'],
  },
});
