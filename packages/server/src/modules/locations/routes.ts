import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCitiesEndpoint, type GetCitiesResponse } from '@atlas/api/endpoints/get-cities';
import type { City } from '@atlas/api/entities/location';
import { HttpError } from '../../plugins/errors';
import { createLocationRepository } from './repository';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createLocationRepository(app.database);

  app.get(
    getCitiesEndpoint.path,
    {
      schema: {
        summary: getCitiesEndpoint.summary,
        tags: getCitiesEndpoint.tags,
        querystring: getCitiesEndpoint.querystring,
        response: { 200: getCitiesEndpoint.response },
      },
    },
    async (request): Promise<GetCitiesResponse> => {
      const { country: countryId, include_sponsorship_pages: withPages } = request.query;
      const country = await repository.findCountry(countryId);
      if (!country) throw new HttpError(404, `country: no country has the id ${countryId}`);
      const cityRows = await repository.citiesOf(country.id);
      const pages = withPages
        ? await repository.sponsorshipPagesOf(cityRows.map((city) => city.id))
        : [];
      const data: City[] = cityRows.map((city) => ({
        ...city,
        ...(withPages
          ? {
              sponsorship_pages: pages
                .filter((page) => page.cityId === city.id)
                .map((page) => ({
                  id: page.id,
                  service: { id: page.serviceId, name: page.serviceName, slug: page.serviceSlug },
                })),
            }
          : {}),
      }));
      return {
        data,
        country: {
          id: country.id,
          name: country.name,
          slug: country.slug,
          images: { main: { webp: country.imageMainWebp, original: country.imageMainOriginal } },
        },
      };
    },
  );
};
