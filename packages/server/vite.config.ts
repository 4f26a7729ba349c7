import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in;
// npm dependencies stay external and load from node_modules at run time.
const external = [
  ...builtinModules,
  ...builtinModules.map((name) => `node:${name}`),
  ...Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@atlas/')),
  'vite',
];

export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { format: 'es', entryFileNames: 'main.js' },
    },
  },
  ssr: { noExternal: ['@atlas/api'] },
});
