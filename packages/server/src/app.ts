import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { DEFAULT_DEMO_COMPANIES, seedIfEmpty } from './seed/generator';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { accountsPlugin } from './plugins/accounts';
import { serializeRequest } from './plugins/log-redaction';
import type { Mailer } from './mail/mailer';
import { outboxRoutes } from './modules/dev/outbox-routes';
import { parseQueryString } from './plugins/querystring';
import { healthRoutes } from './modules/health/routes';
import { apiRoutes } from './modules/api';
import { seoRoutes } from './modules/seo/routes';
import { ssrPlugin } from './ssr/plugin';
import { createDevRenderer, loadBuiltRenderer, type AppRenderer } from './ssr/renderer';

export interface ServerDependencies {
  /** A database to use instead of opening the configured one (tests); the caller closes it. */
  database?: Database;
  /** Close that database on shutdown too (the server always closes one it opened itself). */
  closeDatabase?: boolean;
  /** How pages render; `null` serves the API only. Defaults to the build, or Vite in development. */
  renderer?: AppRenderer | null;
  /** A mailer instead of the configured SMTP or outbox (tests). */
  mailer?: Mailer;
}

/** Opens, migrates and (when empty) seeds the configured database. */
export async function prepareDatabase(
  config: Config,
  log: FastifyInstance['log'],
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    if (config.seedDemoData) {
      const companies = config.demoCompanies ?? DEFAULT_DEMO_COMPANIES;
      const started = Date.now();
      const seeded = await seedIfEmpty(database, { companies });
      if (seeded) log.info({ companies, ms: Date.now() - started }, 'seeded the demo data');
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The whole server: external plugins, then ours (database, errors), then the API modules, then
 * server-side rendering for every other path.
 */
export async function buildServer(
  config: Config,
  dependencies: ServerDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // One-time links and OAuth callbacks carry secrets in the URL; the log gets them redacted.
      serializers: { req: serializeRequest },
    },
    trustProxy: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // While shutting down, answers to in-flight requests close their keep-alive connection, so the
  // server is not held open by idle sockets after the last response.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  try {
    // External plugins.
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(fastifyCookie);
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${config.brandName} API`,
          version: '1.0.0',
          description:
            'The directory API. Every request and answer is validated with the @atlas/api schemas.',
        },
        servers: [{ url: config.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

    // Our plugins.
    const database = dependencies.database ?? (await prepareDatabase(config, app.log));
    await app.register(databasePlugin, {
      database,
      closeOnShutdown: !dependencies.database || dependencies.closeDatabase === true,
    });
    await app.register(errorsPlugin);
    await app.register(accountsPlugin, { config, mailer: dependencies.mailer });

    // Routes.
    await app.register(healthRoutes);
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(seoRoutes, { config });
    if (config.auth.outboxPage) await app.register(outboxRoutes, { dataDir: config.dataDir });

    const renderer =
      dependencies.renderer === undefined
        ? config.env === 'development'
          ? await createDevRenderer()
          : await loadBuiltRenderer()
        : dependencies.renderer;
    if (renderer) {
      app.addHook('onClose', () => renderer.close());
      await app.register(ssrPlugin, { config, renderer });
    }
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
