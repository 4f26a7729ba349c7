// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * The published package, as another app gets it: build, `pnpm pack`, install the tarball into a
 * throwaway Vite app outside the workspace, import two components and build that app. The install
 * prefers the local pnpm store (everything is already there), so it needs no network.
 */
const uiDir = fileURLToPath(new URL('..', import.meta.url));
const workspaceDir = join(uiDir, '..', '..');
const uiPackage: { version: string; devDependencies: Record<string, string> } = JSON.parse(
  readFileSync(join(uiDir, 'package.json'), 'utf8'),
);
const rootPackage: { devDependencies: Record<string, string> } = JSON.parse(
  readFileSync(join(workspaceDir, 'package.json'), 'utf8'),
);
const appDir = mkdtempSync(join(tmpdir(), 'atlas-ui-consumer-'));

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: process.env });
}

afterAll(() => {
  rmSync(appDir, { recursive: true, force: true });
});

describe('@atlas/ui as a published package', () => {
  test('packs, installs into a fresh Vite app, and builds with two components', async () => {
    run('pnpm', ['run', 'build'], uiDir);
    run('pnpm', ['pack', '--pack-destination', appDir], uiDir);
    const tarball = readdirSync(appDir).find((file) => file.endsWith('.tgz'));
    expect(tarball).toBe(`atlas-ui-${uiPackage.version}.tgz`);

    const dev = uiPackage.devDependencies;
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify({
        name: 'atlas-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@atlas/ui': `file:./${tarball}`,
          react: dev.react,
          'react-dom': dev['react-dom'],
          '@mui/material': dev['@mui/material'],
          '@emotion/react': dev['@emotion/react'],
          '@emotion/styled': dev['@emotion/styled'],
          '@types/react': rootPackage.devDependencies['@types/react'],
          '@types/react-dom': rootPackage.devDependencies['@types/react-dom'],
        },
      }),
    );
    writeFileSync(
      join(appDir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(appDir, 'main.tsx'),
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { ThemeProvider } from '@mui/material/styles';",
        "import { createAtlasTheme } from '@atlas/ui/theme';",
        "import { FilterPill } from '@atlas/ui/FilterPill';",
        "import { NotificationBadge, formatNotificationCount } from '@atlas/ui/NotificationBadge';",
        '',
        'const count: string = formatNotificationCount(120);',
        "const theme = createAtlasTheme({ variant: 'awards', overrides: { components: { AtlasFilterPill: { defaultProps: { size: 'small' } } } } });",
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
      ].join('\n'),
    );
    writeFileSync(
      join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        include: ['main.tsx'],
      }),
    );

    run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-scripts', '--config.confirmModulesPurge=false'],
      appDir,
    );

    // The published declarations type-check the consumer (subpaths, props, theme augmentation).
    run(
      process.execPath,
      [join(workspaceDir, 'node_modules/typescript/bin/tsc'), '-p', appDir],
      appDir,
    );

    await build({ root: appDir, logLevel: 'silent', build: { outDir: join(appDir, 'dist') } });
    const assets = readdirSync(join(appDir, 'dist', 'assets'));
    const bundle = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(appDir, 'dist', 'assets', file), 'utf8'))
      .join('\n');
    expect(bundle).toContain('AtlasFilterPill');
    expect(bundle).toContain('AtlasNotificationBadge');
  }, 120_000);
});
