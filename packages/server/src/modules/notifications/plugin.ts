import fp from 'fastify-plugin';
import { createNotificationRepository, type NotificationRepository } from './repository';
import { createNotificationService, type NotificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications: stored, announced live, mailed as a digest when the person chose it. */
    notifications: NotificationService;
    notificationRepository: NotificationRepository;
  }
}

export const notificationsPlugin = fp(
  async (app) => {
    const repository = createNotificationRepository(app.database.db);
    app.decorate('notificationRepository', repository);
    const service = createNotificationService({
      db: app.database.db,
      repository,
      realtime: app.realtime,
      mailQueue: app.mailQueue,
      config: app.appConfig,
      manageIdOf: (userId) => app.authRepository.manageIdOf(userId),
    });
    app.decorate('notifications', service);
    const interval = app.appConfig.realtime.digestIntervalMs;
    if (interval > 0) {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (running) return;
          running = service
            .runDigest()
            .catch((error: unknown) =>
              app.log.warn(
                { err: { message: error instanceof Error ? error.message : String(error) } },
                'notifications: the e-mail digest failed',
              ),
            )
            .finally(() => {
              running = undefined;
            });
        }, interval);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'notifications', dependencies: ['database', 'realtime', 'mail', 'accounts'] },
);
