import fp from 'fastify-plugin';
import { createDirectoryIndexRepository } from './repository';
import { createDirectoryIndexService, type DirectoryIndexService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The countries and services index pages' data, cached in process. */
    directoryIndex: DirectoryIndexService;
  }
}

export const directoryIndexPlugin = fp(
  async (app) => {
    app.decorate(
      'directoryIndex',
      createDirectoryIndexService(createDirectoryIndexRepository(app.database.db)),
    );
  },
  { name: 'directory-index', dependencies: ['database'] },
);
