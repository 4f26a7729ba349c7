import fp from 'fastify-plugin';
import type { DocumentStore } from './document-store';
import { createFirestoreDocumentStore } from './document-store-firestore';
import { createMemoryFanout, type RealtimeFanout } from './fanout';
import { FirestoreMirror } from './firestore-mirror';
import { createPostgresFanout } from './fanout-postgres';
import { createRedisFanout } from './fanout-redis';
import { createRealtimeRepository } from './repository';
import { Realtime } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Event log, open streams, fan-out between instances and presence (issue 17). */
    realtime: Realtime;
    /** Mirrors notifications and presence to Firestore when FIREBASE_* is set (issue 17). */
    firestoreMirror: FirestoreMirror | null;
  }
}

export interface RealtimePluginOptions {
  /** A fan-out to use instead of the configured one (tests). */
  fanout?: RealtimeFanout | undefined;
  /**
   * Where the Firestore mirror writes instead of Firestore (tests: the in-memory stand-in); when
   * absent, Firestore itself when FIREBASE_* is set, else no mirror.
   */
  documentStore?: DocumentStore | undefined;
}

/**
 * The realtime resource: picks the fan-out (REALTIME_FANOUT: Redis, PostgreSQL LISTEN/NOTIFY or
 * in-process), starts the heartbeat, and on shutdown ends every stream before the database closes.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    const config = app.appConfig;
    const log = (line: string, error?: unknown) =>
      app.log.warn(error instanceof Error ? { err: { message: error.message } } : {}, line);
    let fanout = options.fanout;
    if (!fanout) {
      switch (config.realtime.fanout) {
        case 'redis':
          if (!config.redisUrl) throw new Error('REALTIME_FANOUT=redis needs REDIS_URL');
          fanout = createRedisFanout({ url: config.redisUrl, log });
          break;
        case 'postgres': {
          const pool = app.database.client;
          const connectionString = pool.options.connectionString;
          if (!connectionString) throw new Error('REALTIME_FANOUT=postgres needs DATABASE_URL');
          fanout = createPostgresFanout({ connectionString, pool, log });
          break;
        }
        default:
          fanout = createMemoryFanout();
      }
    }
    // The Firestore mirror (SPEC §7 "Realtime document store"): after every commit.
    const firebase = config.auth.firebase;
    const documentStore =
      options.documentStore ?? (firebase ? await createFirestoreDocumentStore(firebase) : null);
    const mirror = documentStore
      ? new FirestoreMirror({
          repository: createRealtimeRepository(app.database.db),
          store: documentStore,
          now: () => app.clock.now(),
          log,
        })
      : null;
    app.decorate('firestoreMirror', mirror);
    const realtime = new Realtime({
      db: app.database.db,
      repository: createRealtimeRepository(app.database.db),
      fanout,
      // The server's clock (ServerDependencies.clock): times of events, notifications, messages.
      now: () => app.clock.now(),
      heartbeatMs: config.realtime.heartbeatMs,
      presenceGraceMs: config.realtime.presenceGraceMs,
      log,
      ...(mirror ? { onPublished: () => mirror.kick() } : {}),
    });
    app.decorate('realtime', realtime);
    const ownFanout = options.fanout === undefined;
    app.addHook('onClose', async () => {
      await realtime.shutdown();
      await mirror?.stop();
      if (ownFanout) await fanout.close();
      if (documentStore && !options.documentStore) await documentStore.close();
    });
    // Open streams would hold the server open: they end before it waits for connections.
    app.addHook('preClose', async () => {
      await realtime.shutdown();
    });
    await realtime.start();
    // A pass at start (what a crash or an outage left unwritten), then on the heartbeat.
    mirror?.start(Math.max(config.realtime.heartbeatMs, 1_000));
  },
  { name: 'realtime', dependencies: ['config', 'clock', 'database'] },
);
