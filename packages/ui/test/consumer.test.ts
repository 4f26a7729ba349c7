// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import {
  installConsumer,
  packForConsumer,
  typecheckConsumer,
  workspaceVersions,
  type PackedConsumer,
} from '../../../scripts/packed-consumer';

/**
 * The published package, as another app gets it: build, `pnpm pack`, install the tarball into a
 * throwaway Vite app outside the workspace (without the optional MUI X peer), type-check it under
 * both `Bundler` and `NodeNext` resolution, and build it.
 */
const uiDir = fileURLToPath(new URL('..', import.meta.url));
const uiPackage: {
  version: string;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
} = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8'));
let consumer: PackedConsumer | undefined;

afterAll(() => consumer?.remove());

const MAIN = [
  "import { createElement } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import { ThemeProvider } from '@mui/material/styles';",
  "import { createAtlasTheme } from '@atlas/ui/theme';",
  "import { FilterPill } from '@atlas/ui/FilterPill';",
  "import { NotificationBadge, formatNotificationCount } from '@atlas/ui/NotificationBadge';",
  '',
  'const count: string = formatNotificationCount(120);',
  "const theme = createAtlasTheme({ variant: 'awards', overrides: { components: { AtlasFilterPill: { defaultProps: { size: 'small' } } } } });",
  '// @ts-expect-error: not a FilterPill size, so the published theme types must reject it',
  "createAtlasTheme({ overrides: { components: { AtlasFilterPill: { defaultProps: { size: 'huge' } } } } });",
  "const root = document.getElementById('root');",
  'if (root) {',
  '  createRoot(root).render(',
  '    createElement(ThemeProvider, { theme },',
  "      createElement(FilterPill, { label: 'Poland', onRemove: () => {} }),",
  '      createElement(NotificationBadge, { count: 120 }),',
  '      count,',
  '    ),',
  '  );',
  '}',
].join('\n');

function tsconfig(resolution: 'Bundler' | 'NodeNext'): string {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
      moduleResolution: resolution,
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ['ES2022', 'DOM'],
      types: [],
    },
    include: ['main.tsx'],
  });
}

describe('@atlas/ui as a published package', () => {
  test('packs, installs into a fresh Vite app, type-checks and builds with two components', async () => {
    const app = packForConsumer(uiDir, 'atlas-ui-consumer-');
    consumer = app;
    expect(app.tarball).toBe(`atlas-ui-${uiPackage.version}.tgz`);
    // Any React 19 and MUI 9 will do.
    expect(uiPackage.peerDependencies).toMatchObject({
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      '@mui/material': '^9.0.0',
    });

    const dev = uiPackage.devDependencies;
    app.write({
      'package.json': JSON.stringify({
        name: 'atlas-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@atlas/ui': `file:./${app.tarball}`,
          react: dev.react,
          'react-dom': dev['react-dom'],
          '@mui/material': dev['@mui/material'],
          '@emotion/react': dev['@emotion/react'],
          '@emotion/styled': dev['@emotion/styled'],
          '@types/react': workspaceVersions['@types/react'],
          '@types/react-dom': workspaceVersions['@types/react-dom'],
        },
      }),
      'index.html':
        '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
      'main.tsx': MAIN,
    });
    installConsumer(app);
    const installed = join(app.dir, 'node_modules', '@atlas', 'ui');

    // The published declarations type-check the consumer (subpaths, props, theme augmentation)
    // under both resolutions, with the optional data-grid peer absent.
    for (const resolution of ['Bundler', 'NodeNext'] as const) {
      app.write({ 'tsconfig.json': tsconfig(resolution) });
      typecheckConsumer(app);
    }

    // Component entries are client modules; the theme entry is not.
    const entry = (subpath: string) => readFileSync(join(installed, 'dist', subpath), 'utf8');
    expect(entry('components/FilterPill/index.js').startsWith('"use client";')).toBe(true);
    expect(entry('theme/index.js')).not.toContain('use client');

    // Declaration maps point at source files the package ships.
    const mapFile = join(installed, 'dist/types/components/FilterPill/FilterPill.d.ts.map');
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of map.sources)
      expect(existsSync(resolve(dirname(mapFile), source))).toBe(true);

    await build({
      root: app.dir,
      logLevel: 'silent',
      build: { outDir: join(app.dir, 'dist') },
    });
    const assets = readdirSync(join(app.dir, 'dist', 'assets'));
    const bundle = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(app.dir, 'dist', 'assets', file), 'utf8'))
      .join('\n');
    expect(bundle).toContain('AtlasFilterPill');
    expect(bundle).toContain('AtlasNotificationBadge');
  }, 180_000);
});
