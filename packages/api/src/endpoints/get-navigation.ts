import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';
import { PlaceRefSchema } from '../entities/location';

/** A place (country or city) in the companies mega-menu, with how many companies it has. */
export const NavigationPlaceSchema = PlaceRefSchema.extend({
  company_count: z.number().int().nonnegative(),
});
export type NavigationPlace = z.infer<typeof NavigationPlaceSchema>;

/** A column of the companies mega-menu: a region's busiest countries and cities. */
export const NavigationRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  countries: z.array(NavigationPlaceSchema),
  cities: z.array(NavigationPlaceSchema),
});
export type NavigationRegion = z.infer<typeof NavigationRegionSchema>;

/** A tab of the services mega-menu: a service group and its (parent) services. */
export const NavigationServiceGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  services: z.array(PlaceRefSchema),
});
export type NavigationServiceGroup = z.infer<typeof NavigationServiceGroupSchema>;

export const NavigationSchema = z.object({
  regions: z.array(NavigationRegionSchema),
  service_groups: z.array(NavigationServiceGroupSchema),
});
export type Navigation = z.infer<typeof NavigationSchema>;

export const GetNavigationResponseSchema = z.object({ data: NavigationSchema });
export type GetNavigationResponse = z.infer<typeof GetNavigationResponseSchema>;

/**
 * GET /navigation — the header's mega-menus (SPEC §2 Header): per region its countries and cities
 * with the most companies, and the services of the four service groups. Cached on the server.
 */
export const getNavigationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/navigation',
  api: 'main',
  operationId: 'getNavigation',
  summary: "The header's companies and services menus",
  description:
    "The header's mega-menus (SPEC §2): per region its countries and cities with the most companies, and the services of the four service groups. Cached on the server.",
  tags: ['navigation'],
  response: GetNavigationResponseSchema,
});

export function getNavigation(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, getNavigationEndpoint, { signal });
}
