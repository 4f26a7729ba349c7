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
    const repository = createConversationRepository(app.database.db);
    app.decorate(
      'conversations',
      createConversationService({
        db: app.database.db,
        repository,
        realtime: app.realtime,
        notifications: app.notifications,
      }),
    );
    // Files uploaded to a conversation and never sent with a message go after a day.
    app.orphanRules.push({
      prefix: 'chat/',
      referenced: (keys) => repository.usedAttachments(keys),
    });
  },
  {
    name: 'conversations',
    dependencies: ['database', 'realtime', 'notifications', 'storage-sweep'],
  },
);
