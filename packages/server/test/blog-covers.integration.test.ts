import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/storage/disk';
import type { Storage } from '../src/storage/storage';
import { buildTestServer, type TestServer } from './helpers/server';

/**
 * Disk storage whose lookups wait until `release()`: drawing the demo covers cannot go on, the way
 * it cannot on a machine too busy to draw them within Fastify's start-up timeout.
 */
function heldStorage(root: string): {
  storage: Storage;
  release: () => void;
  lookups: () => number;
} {
  const disk = createDiskStorage(root);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let lookups = 0;
  return {
    storage: {
      ...disk,
      kind: disk.kind,
      async has(key) {
        lookups += 1;
        await held;
        return disk.has(key);
      },
    },
    release: () => release(),
    lookups: () => lookups,
  };
}

describe('the demo blog covers (issue 21)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'atlas-covers-'));
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('are drawn after the server is ready, and closing waits for the drawing', async () => {
    const covers = heldStorage(root);
    server = await buildTestServer({
      companies: 3,
      storage: covers.storage,
      config: { SEED_DEMO_DATA: 'true' },
    });
    // Ready although no cover could be looked up yet: drawing does not hold the start.
    await server.app.ready();
    await expect.poll(() => covers.lookups()).toBeGreaterThan(0);
    const storage = createDiskStorage(root);
    expect(await storage.has('blog/demo/budget-2025-1600.webp')).toBe(false);

    covers.release();
    const closing = server.close();
    server = undefined;
    await closing;
    // The cover being drawn when closing began was finished and stored, not cut off.
    const stored: string[] = [];
    for await (const file of storage.list('blog/demo/')) stored.push(file.key);
    expect(stored.filter((key) => key.endsWith('-1600.webp')).length).toBeGreaterThan(0);
  }, 120_000);
});
