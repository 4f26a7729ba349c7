import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerDependencies } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseStartError } from './db/errors';

/**
 * Builds the server, listens, and stops gracefully on SIGTERM/SIGINT: in-flight requests finish,
 * then the database closes (and the embedded PostgreSQL stops when nothing else uses it).
 */
export async function serve(
  config: Config,
  dependencies: ServerDependencies = {},
): Promise<FastifyInstance> {
  const app = await buildServer(config, dependencies);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(readyLine(config, app));
  return app;
}

/**
 * The start-up line: where the server really listens (a port of 0 or a busy default shows up
 * here), and the public address when PUBLIC_URL names another.
 */
export function readyLine(config: Config, app: FastifyInstance): string {
  const addresses = app.addresses().filter((item) => typeof item !== 'string');
  const listening = addresses.map(({ address, family, port }) => {
    const host =
      address === '0.0.0.0' || address === '::'
        ? 'localhost'
        : family === 'IPv6'
          ? `[${address}]`
          : address;
    return `http://${host}:${port}`;
  });
  const unique = [...new Set(listening)];
  const local = unique.join(', ');
  return config.publicUrlConfigured && !unique.includes(config.publicUrl)
    ? `${config.brandName} is listening on ${local} and published at ${config.publicUrl}`
    : `${config.brandName} is ready at ${local}`;
}

/**
 * The process entry (src/main.ts): configuration from the environment, then serve(). A
 * configuration or database problem ends the process with one line that says what to fix.
 */
export function runMain(dependencies: ServerDependencies = {}): void {
  const start = async () => {
    let config: Config;
    try {
      config = loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
    await serve(config, dependencies);
  };
  start().catch((error: unknown) => {
    if (error instanceof DatabaseStartError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
