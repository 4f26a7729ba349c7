import fp from 'fastify-plugin';
import { createConversationRepository } from './repository';
import { createConversationService, type ConversationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Conversations between a company's members and the people who contact it. */
    conversations: ConversationService;
  }
}

export const conversationsPlugin = fp(
  async (app) => {
    app.decorate(
      'conversations',
      createConversationService({
        db: app.database.db,
        repository: createConversationRepository(app.database.db),
        realtime: app.realtime,
        notifications: app.notifications,
      }),
    );
  },
  { name: 'conversations', dependencies: ['database', 'realtime', 'notifications'] },
);
