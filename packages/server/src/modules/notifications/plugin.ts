import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
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
    runEvery(app, app.appConfig.realtime.digestIntervalMs, 'notifications: the e-mail digest', () =>
      service.runDigest(),
    );
  },
  { name: 'notifications', dependencies: ['database', 'realtime', 'mail', 'accounts'] },
);
