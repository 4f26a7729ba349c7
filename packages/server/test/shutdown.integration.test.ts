import { describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './helpers/db';
import { testConfig } from './helpers/server';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const { database, cleanup } = await createTestDatabase();
    let closed = false;
    const observed: Database = { ...database, close: async () => void (closed = true) };
    const app = await buildServer(testConfig(), {
      renderer: null,
      database: observed,
      closeDatabase: true,
    });
    let arrived = false;
    let release: () => void = () => {};
    app.get('/slow', async () => {
      arrived = true;
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/slow`).then((response) => response.json());
    while (!arrived) await new Promise((wait) => setTimeout(wait, 10));
    const closing = app.close();
    await new Promise((wait) => setTimeout(wait, 50));
    expect(closed).toBe(false);
    release();
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
    expect(app.server.listening).toBe(false);
    await cleanup();
  });
});
