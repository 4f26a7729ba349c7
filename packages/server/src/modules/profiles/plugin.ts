import fp from 'fastify-plugin';
import { createProfileRepository, type ProfileRepository } from './repository';
import { createProfileService, type ProfileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    profileRepository: ProfileRepository;
    /** Company profiles and their published reviews. */
    profileService: ProfileService;
  }
}

export const profilesPlugin = fp(
  async (app) => {
    const repository = createProfileRepository(app.database, app.clock);
    app.decorate('profileRepository', repository);
    app.decorate('profileService', createProfileService(repository));
  },
  { name: 'profiles', dependencies: ['database', 'clock'] },
);
