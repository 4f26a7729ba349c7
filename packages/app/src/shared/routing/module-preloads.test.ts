import { describe, expect, it } from 'vitest';
import {
  modulePreloads,
  modulePreloadTags,
  recordImports,
  type ClientManifest,
} from './module-preloads';

const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_react.js'] },
  'src/features/companies/routes.ts': {
    file: 'assets/routes-d.js',
    imports: ['_shared.js', '_react.js'],
  },
  'src/features/companies/pages/ListingPage.tsx': {
    file: 'assets/ListingPage-e.js',
    imports: ['_shared.js'],
  },
};

describe('module preloads', () => {
  it('lists what the sources need beyond the shell, each file once', () => {
    expect(
      modulePreloads(MANIFEST, [
        'src/features/companies/routes.ts',
        'src/features/companies/pages/ListingPage.tsx',
        'src/not/built.ts',
      ]),
    ).toEqual(['assets/ListingPage-e.js', 'assets/routes-d.js', 'assets/shared-c.js']);
    expect(modulePreloads({}, ['src/features/companies/routes.ts'])).toEqual([]);
  });

  it('writes one modulepreload link per file', () => {
    expect(modulePreloadTags(['assets/a.js', 'assets/b c.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/b%20c.js">',
    );
  });

  it('records the marked imports made while a function runs, and only then', () => {
    const seen = new Set<string>();
    const result = recordImports(seen, () => {
      globalThis.__atlasDynamicImport?.('src/a.ts');
      return 42;
    });
    globalThis.__atlasDynamicImport?.('src/b.ts');
    expect(result).toBe(42);
    expect([...seen]).toEqual(['src/a.ts']);
  });
});
