import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCitiesEndpoint, type GetCitiesResponse } from '@atlas/api/endpoints/get-cities';
import { resolveListingEndpoint, type ListingContext } from '@atlas/api/endpoints/resolve-listing';
import type { City } from '@atlas/api/entities/location';
import { schemaOf } from '../../lib/endpoint-schema';
import { HttpError } from '../../plugins/errors';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.locationRepository;

  /** A location slug: a country first, then a city (a city carries its country). */
  async function findPlace(slug: string): Promise<Pick<ListingContext, 'country' | 'city'> | null> {
    const country = await repository.findCountryBySlug(slug);
    if (country) return { country, city: null };
    return repository.findCityBySlug(slug);
  }

  app.get(
    resolveListingEndpoint.path,
    { schema: schemaOf(resolveListingEndpoint) },
    async (request) => {
      const { segment, location } = request.query;
      const service = await repository.findServiceBySlug(segment);
      if (location !== undefined) {
        if (!service) throw new HttpError(404, `segment: no service has the slug "${segment}"`);
        const place = await findPlace(location);
        if (!place)
          throw new HttpError(404, `location: no country or city has the slug "${location}"`);
        return { data: { service, ...place } };
      }
      if (service) return { data: { service, country: null, city: null } };
      const place = await findPlace(segment);
      if (!place)
        throw new HttpError(404, `segment: no service, country or city has the slug "${segment}"`);
      return { data: { service: null, ...place } };
    },
  );

  app.get(
    getCitiesEndpoint.path,
    { schema: schemaOf(getCitiesEndpoint) },
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
