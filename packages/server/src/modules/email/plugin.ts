import fp from 'fastify-plugin';
import { createEmailPreferencesRepository, type EmailPreferencesRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    emailPreferencesRepository: EmailPreferencesRepository;
  }
}

export const emailPreferencesPlugin = fp(
  async (app) => {
    app.decorate('emailPreferencesRepository', createEmailPreferencesRepository(app.database.db));
  },
  { name: 'email-preferences', dependencies: ['database'] },
);
