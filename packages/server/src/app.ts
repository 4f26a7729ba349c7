import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabaseWithRetry, type Database } from './db/client';
import { migrate } from './db/migrate';
import { DEFAULT_DEMO_COMPANIES, seedIfEmpty } from './seed/generator';
import { demoDataPlugin } from './seed/demo-plugin';
import { votingEditionsOf } from './modules/awards/phases';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { captchaPlugin } from './plugins/captcha';
import { sessionsPlugin } from './plugins/auth';
import { redactUrl, serializeRequest } from './plugins/log-redaction';
import { createFrameworkErrorHandlers } from './plugins/framework-errors';
import { refuseUnansweredMethods } from './plugins/methods';
import type { ErrorBody } from '@atlas/api/http';
import type { Mailer } from './mail/mailer';
import { outboxRoutes } from './modules/dev/outbox-routes';
import { parseQueryString } from './plugins/querystring';
import {
  SECURITY_SCHEMES,
  transformDocumentForOpenApi,
  transformRouteForOpenApi,
} from './lib/endpoint-schema';
import { companySearchPlugin } from './modules/companies/search-plugin';
import { companiesPlugin } from './modules/companies/plugin';
import { accountsPlugin } from './modules/auth/plugin';
import { emailPreferencesPlugin } from './modules/email/plugin';
import { locationsPlugin } from './modules/locations/plugin';
import { savedSearchesPlugin } from './modules/saved-searches/plugin';
import { reviewsPlugin } from './modules/reviews/plugin';
import { profilesPlugin } from './modules/profiles/plugin';
import { contactRequestsPlugin } from './modules/contact-requests/plugin';
import { directoryIndexPlugin } from './modules/directory-index/plugin';
import { navigationPlugin } from './modules/navigation/plugin';
import { seoPlugin } from './modules/seo/plugin';
import { searchPlugin } from './modules/search/plugin';
import { companySubmissionsPlugin } from './modules/company-submissions/plugin';
import { realtimePlugin } from './modules/realtime/plugin';
import type { RealtimeFanout } from './modules/realtime/fanout';
import { notificationsPlugin } from './modules/notifications/plugin';
import { conversationsPlugin } from './modules/conversations/plugin';
import { companyMembershipsPlugin } from './modules/company-memberships/plugin';
import { valetPlugin } from './modules/valet/plugin';
import { topCompaniesPlugin } from './modules/top-companies/plugin';
import { companyVerificationPlugin } from './modules/company-verification/plugin';
import type { DocumentStore } from './modules/realtime/document-store';
import { paymentsPlugin } from './payments/plugin';
import { analyticsPlugin } from './modules/analytics/plugin';
import { standInCheckoutRoutes } from './payments/stand-in-routes';
import { awardsPlugin } from './modules/awards/plugin';
import { awardsEmbedRoutes } from './modules/awards/embed-routes';
import { blogPlugin } from './modules/blog/plugin';
import { blogFeedRoutes } from './modules/blog/feeds';
import { surveysPlugin } from './modules/surveys/plugin';
import { webVitalsPlugin } from './modules/web-vitals/plugin';
import { clockPlugin, type Clock } from './plugins/clock';
import { storagePlugin } from './plugins/storage';
import { storageSweepPlugin } from './plugins/storage-sweep';
import type { Storage } from './storage/storage';
import { healthRoutes } from './modules/health/routes';
import { apiRoutes } from './modules/api';
import { seoRoutes } from './modules/seo/routes';
import { ssrPlugin } from './ssr/plugin';
import { createDevRenderer, loadBuiltRenderer, type AppRenderer } from './ssr/renderer';
import { BROTLI_QUALITY, GZIP_LEVEL } from './lib/compression';

export interface ServerDependencies {
  /** A database to use instead of opening the configured one (tests); the caller closes it. */
  database?: Database;
  /** Close that database on shutdown too (the server always closes one it opened itself). */
  closeDatabase?: boolean;
  /** How pages render; `null` serves the API only. Defaults to the build, or Vite in development. */
  renderer?: AppRenderer | null;
  /** A mailer instead of the configured SMTP or outbox (tests). */
  mailer?: Mailer;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** What "now" is (tests move it instead of waiting). */
  clock?: Clock;
  /** Where uploads go instead of the configured store (tests). */
  storage?: Storage;
  /** A realtime fan-out instead of the configured one (tests). */
  realtimeFanout?: RealtimeFanout;
  /**
   * Where the Firestore mirror writes instead of Firestore when FIREBASE_* is set (tests: the
   * in-memory stand-in, so nothing calls out).
   */
  documentStore?: DocumentStore;
}

/** TRUST_PROXY as a hop count: the nearest `hops` addresses of the forwarding chain are proxies. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Opens, migrates and (when empty) seeds the configured database. */
export async function prepareDatabase(
  config: Config,
  log: FastifyInstance['log'],
): Promise<Database> {
  const database = await openDatabaseWithRetry(
    {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: {
        connectMs: config.database.connectTimeoutMs,
        acquireMs: config.database.poolTimeoutMs,
        statementMs: config.database.statementTimeoutMs,
      },
      log: (line) => log.info(line),
    },
    {
      retryMs: config.database.connectRetryMs,
      onRetry: (error, delayMs) =>
        log.warn(
          `DATABASE_URL: the database does not answer (${error instanceof Error ? error.message : String(error)}); trying again in ${(delayMs / 1000).toFixed(1)} s`,
        ),
    },
  );
  try {
    await migrate(database);
    // An earlier version's PGlite directory still waits to be copied: demo data now would be
    // mixed with the real data that `pnpm db:migrate-embedded` is about to bring over.
    const oldPglite = !config.databaseUrl && existsSync(path.join(config.dataDir, 'pglite'));
    if (oldPglite) {
      log.warn(
        `${path.join(config.dataDir, 'pglite')} holds the database of an earlier version (PGlite): run "pnpm db:migrate-embedded" to copy it into the embedded PostgreSQL. Demo data is not seeded until then.`,
      );
    }
    if (config.seedDemoData && !oldPglite) {
      const companies = config.demoCompanies ?? DEFAULT_DEMO_COMPANIES;
      const started = Date.now();
      const seeded = await seedIfEmpty(database, {
        companies,
        votingEditions: votingEditionsOf(config.awards),
      });
      if (seeded) log.info({ companies, ms: Date.now() - started }, 'seeded the demo data');
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The whole server, top-down: external plugins; then ours (configuration, database, errors, mail,
 * captcha); then each module's repositories and services, as decorators the routes only read;
 * then the routes; then server-side rendering for every other path. Each plugin closes what it
 * opens when the server closes.
 */
export async function buildServer(
  config: Config,
  dependencies: ServerDependencies = {},
): Promise<FastifyInstance> {
  const framework = createFrameworkErrorHandlers();
  const app = Fastify({
    frameworkErrors: framework.frameworkErrors,
    clientErrorHandler: framework.clientErrorHandler,
    logger: {
      level: config.logLevel,
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // One-time links and OAuth callbacks carry secrets in the URL; the log gets them redacted.
      serializers: { req: serializeRequest },
    },
    // Whose X-Forwarded-For counts (TRUST_PROXY): by default nobody's, so a client cannot pick the
    // address that rate limits, helpful votes and stored IPs are keyed by.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRoute', framework.onRoute);
  app.addHook('onRequest', refuseUnansweredMethods);
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
    // Pages and API answers go out compressed when the client accepts it (brotli at a quality
    // cheap enough for every response, else gzip); built assets are compressed once at build time
    // and served as they are (ssr/plugin.ts).
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
    await app.register(fastifyCookie);
    await app.register(fastifySwagger, {
      openapi: {
        // 3.1: JSON Schema 2020-12, so a nullable union is `anyOf [..., null]` (3.0 cannot say it).
        openapi: '3.1.0',
        info: {
          title: `${config.brandName} API`,
          version: '1.0.0',
          description:
            'The directory API. Every request and answer is validated with the @atlas/api schemas; every failure answers an ErrorBody.',
          license: { name: 'Proprietary', url: `${config.publicUrl}/terms` },
        },
        servers: [{ url: config.publicUrl, description: 'This server (PUBLIC_URL)' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // Operation ids, descriptions, security and every failure come from the endpoint objects
      // and the route's own limits (lib/endpoint-schema.ts).
      transform: transformRouteForOpenApi,
      transformObject: transformDocumentForOpenApi,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

    // Our plugins: the shared resources.
    await app.register(configPlugin, { config });
    await app.register(clockPlugin, { clock: dependencies.clock });
    await app.register(storagePlugin, { storage: dependencies.storage });
    const database = dependencies.database ?? (await prepareDatabase(config, app.log));
    await app.register(databasePlugin, {
      database,
      closeOnShutdown: !dependencies.database || dependencies.closeDatabase === true,
    });
    await app.register(storageSweepPlugin);
    await app.register(errorsPlugin);
    await app.register(mailPlugin, { mailer: dependencies.mailer });
    await app.register(captchaPlugin);

    // Each module's repositories and services, after what they use (fastify-plugin's
    // `dependencies` stop the start when one is registered too early): the company search before
    // the listings and reviews that tell it about changes, accounts before the sessions of /api.
    await app.register(companySearchPlugin);
    await app.register(companiesPlugin);
    await app.register(accountsPlugin);
    await app.register(sessionsPlugin);
    await app.register(emailPreferencesPlugin);
    await app.register(locationsPlugin);
    await app.register(savedSearchesPlugin);
    await app.register(profilesPlugin);
    await app.register(contactRequestsPlugin);
    await app.register(directoryIndexPlugin);
    await app.register(navigationPlugin);
    await app.register(seoPlugin);
    await app.register(searchPlugin);
    await app.register(companySubmissionsPlugin);
    // Realtime (issue 17): the event log and streams, then what raises events through it.
    await app.register(realtimePlugin, {
      fanout: dependencies.realtimeFanout,
      documentStore: dependencies.documentStore,
    });
    await app.register(notificationsPlugin);
    // Reviews tell a company's members when one is published: after the notifications.
    await app.register(reviewsPlugin);
    await app.register(conversationsPlugin);
    await app.register(companyMembershipsPlugin);
    // Project submissions (issue 18): matching, release, answers; after what they notify through.
    await app.register(valetPlugin);
    // TOP 10 pages, their sponsored slots and shareable image, and buying them (issue 22).
    await app.register(analyticsPlugin);
    await app.register(paymentsPlugin);
    await app.register(topCompaniesPlugin);
    // Company verification (issue 33): requests, staff's decisions, expiry.
    await app.register(companyVerificationPlugin);
    // The awards: editions, nominees, voting and winners (issue 20).
    await app.register(awardsPlugin);
    await app.register(blogPlugin);
    await app.register(surveysPlugin);
    await app.register(webVitalsPlugin);
    // Where demo data is seeded: the demo blog covers and surveys a start fills in.
    await app.register(demoDataPlugin);

    // Routes.
    await app.register(healthRoutes);
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(standInCheckoutRoutes);
    await app.register(seoRoutes);
    // The awards' embeddable badges: the only pages other sites may frame (issue 20).
    await app.register(awardsEmbedRoutes);
    await app.register(blogFeedRoutes);
    // Fastify's own 404 logs the raw URL ("Route GET:/… not found"), secrets and all; this one
    // answers the same shape and leaves logging to the redacted request log.
    app.setNotFoundHandler((request, reply) => {
      const body: ErrorBody = {
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing answers ${request.method} ${redactUrl(request.url.split('?')[0] ?? '')}`,
      };
      return reply.status(404).send(body);
    });
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
