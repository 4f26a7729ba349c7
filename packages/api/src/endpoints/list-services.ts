import { z } from 'zod';
import { callEndpoint, defineEndpoint, type HttpTransport } from '../http';

export const ServiceIndexItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Set on a child service (SPEC §3). */
  parent_id: z.number().int().nullable(),
  companies_count: z.number().int().min(0),
});
export type ServiceIndexItem = z.infer<typeof ServiceIndexItemSchema>;

export const ServiceGroupIndexSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  services: z.array(ServiceIndexItemSchema),
});
export type ServiceGroupIndex = z.infer<typeof ServiceGroupIndexSchema>;

export const ListServicesResponseSchema = z.object({ data: z.array(ServiceGroupIndexSchema) });
export type ListServicesResponse = z.infer<typeof ListServicesResponseSchema>;

/** GET /services — every service by group (the four mega-menu tabs), with company counts. */
export const listServicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/services',
  api: 'main',
  operationId: 'listServices',
  summary: 'Every service by group, with its number of companies',
  description: 'Every service by group (the four mega-menu tabs), with its number of companies.',
  tags: ['companies'],
  response: ListServicesResponseSchema,
});

export function listServices(transport: HttpTransport, signal?: AbortSignal) {
  return callEndpoint(transport, listServicesEndpoint, { signal });
}
