import fp from 'fastify-plugin';
import { createLocationRepository, type LocationRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    locationRepository: LocationRepository;
  }
}

export const locationsPlugin = fp(
  async (app) => {
    app.decorate('locationRepository', createLocationRepository(app.database));
  },
  { name: 'locations', dependencies: ['database'] },
);
