import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from './helpers/db';
import { testConfig } from './helpers/server';
import { startChildServer } from './helpers/child-server';

/**
 * Database trouble never hangs a request and never answers 500 (issue 12): a TCP proxy in front of
 * the test database passes traffic through, then stops answering (accepts, reads, never replies),
 * or refuses.
 */
type Mode = 'forward' | 'silent' | 'refuse';

interface Proxy {
  port: number;
  mode: Mode;
  /** Cuts every open connection (a database restart, a network failure). */
  cut(): void;
  close(): Promise<void>;
}

async function startProxy(target: URL): Promise<Proxy> {
  const sockets = new Set<Socket>();
  const proxy: Proxy = {
    port: 0,
    mode: 'forward',
    cut: () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: () =>
      new Promise((resolve) => {
        proxy.cut();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    if (proxy.mode === 'refuse') return client.destroy();
    if (proxy.mode === 'silent') return client.resume();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // While silent, bytes from the database are dropped: the connection stays open, unanswered.
    upstream.on('data', (chunk: Buffer) => {
      if (proxy.mode === 'forward') client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.port = typeof address === 'object' && address ? address.port : 0;
  return proxy;
}

/** A server that accepts connections and never says a word. */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a database that stops answering or refuses', () => {
  let testDatabase: TestDatabase;
  let proxy: Proxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const target = new URL(testDatabase.url);
    proxy = await startProxy(target);
    const viaProxy = new URL(testDatabase.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      dataDir: '',
      maxConnections: 2,
      timeouts: { connectMs: 300, acquireMs: 500, statementMs: 300 },
    });
    // Every listing call reaches the database (no answers reused from memory).
    app = await buildServer(testConfig({ LISTING_CACHE_TTL_MS: '0' }), {
      database,
      renderer: null,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.cleanup();
  });

  const listing = () => app.inject('/api/companies');

  it('answers normally while the database answers', async () => {
    proxy.mode = 'forward';
    expect((await listing()).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After, not a hang, when the database accepts but never answers', async () => {
    proxy.mode = 'silent';
    // Open connections go quiet mid-conversation; new ones are accepted and never greeted.
    const [first, second, third] = await Promise.all([listing(), listing(), listing()]);
    for (const response of [first, second, third]) {
      expect(response?.statusCode).toBe(503);
      expect(response?.headers['retry-after']).toBe('5');
      expect(response?.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    }
    proxy.cut();
    expect((await listing()).statusCode).toBe(503);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable' });
  });

  it('answers 503, not 500, when the database refuses', async () => {
    proxy.mode = 'refuse';
    proxy.cut();
    const response = await listing();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect((await app.inject('/readyz')).statusCode).toBe(503);
  });

  it('recovers by itself when the database is back', async () => {
    proxy.mode = 'forward';
    proxy.cut();
    // The pool replaces the broken connections on the next checkouts.
    let status = 0;
    for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1)
      status = (await listing()).statusCode;
    expect(status).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('start-up against an unreachable DATABASE_URL', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(async () => {
    await silent?.close();
  });

  it.each([
    ['refuses', () => 'postgres://atlas:secret@127.0.0.1:1/atlas', /ECONNREFUSED/],
    [
      'accepts but never answers',
      () => `postgres://atlas:secret@127.0.0.1:${silent.port}/atlas`,
      /timeout/i,
    ],
  ])(
    'retries, then exits with one line naming DATABASE_URL when the database %s',
    async (_case, url, reason) => {
      const server = await startChildServer({
        DATABASE_URL: url(),
        DATABASE_CONNECT_TIMEOUT_MS: '300',
        DATABASE_CONNECT_RETRY_MS: '1500',
        LOG_LEVEL: 'warn',
      });
      expect(await server.exited).toBe(1);
      const output = server.output();
      const lines = output.trim().split('\n');
      const last = lines.at(-1) ?? '';
      expect(last).toMatch(
        /^Cannot reach the database at DATABASE_URL \(postgres:\/\/atlas:\*\*\*@/,
      );
      expect(last).toMatch(reason);
      expect(last).toMatch(/gave up after \d+ s/);
      // It tried more than once (the retries are logged), and printed no stack trace.
      expect(output).toMatch(/trying again in/);
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('secret');
    },
  );
});
