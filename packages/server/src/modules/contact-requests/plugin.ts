import fp from 'fastify-plugin';
import { createContactRequestRepository, type ContactRequestRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages to companies (the profile's contact button) and to the team (/contact). */
    contactRequestRepository: ContactRequestRepository;
  }
}

export const contactRequestsPlugin = fp(
  async (app) => {
    app.decorate('contactRequestRepository', createContactRequestRepository(app.database));
  },
  { name: 'contact-requests', dependencies: ['database'] },
);
