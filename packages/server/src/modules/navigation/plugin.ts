import fp from 'fastify-plugin';
import { createNavigationRepository } from './repository';
import { createNavigationService, type NavigationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The header's menus, built once per five minutes. */
    navigation: NavigationService;
  }
}

export const navigationPlugin = fp(
  async (app) => {
    app.decorate('navigation', createNavigationService(createNavigationRepository(app.database)));
  },
  { name: 'navigation', dependencies: ['database'] },
);
