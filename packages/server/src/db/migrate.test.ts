import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPackageRoot, migrationsFolder } from './migrate';

const packageRoot = path.resolve(import.meta.dirname, '../..');

describe('migrations folder', () => {
  it('is found from the sources', () => {
    expect(findPackageRoot()).toBe(packageRoot);
    expect(migrationsFolder()).toBe(path.join(packageRoot, 'drizzle'));
    expect(existsSync(path.join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });

  it('is found from the bundle in dist/', () => {
    const bundle = pathToFileURL(path.join(packageRoot, 'dist', 'main.js')).href;
    expect(findPackageRoot(bundle)).toBe(packageRoot);
  });

  it('fails clearly outside the package', () => {
    expect(() => findPackageRoot('/tmp/elsewhere/main.js')).toThrow(
      /Cannot find the @atlas\/server package root/,
    );
  });
});
