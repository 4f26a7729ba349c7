import { createHttpTransport, type HttpTransportOptions } from './http';
import { getCities, type GetCitiesQuery, type GetCitiesResponse } from './endpoints/get-cities';
import {
  listCompanies,
  type ListCompaniesQuery,
  type ListCompaniesResponse,
} from './endpoints/list-companies';

/**
 * Every call of the contract, as one port. The app depends on this interface; tests hand it a
 * double (see `createTestApiClient`).
 */
export interface ApiClient {
  getCities(query: GetCitiesQuery, signal?: AbortSignal): Promise<GetCitiesResponse>;
  listCompanies(query?: ListCompaniesQuery, signal?: AbortSignal): Promise<ListCompaniesResponse>;
}

export type ApiClientOptions = HttpTransportOptions;

/** The main and v2 clients of SPEC §7 behind one typed object. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createHttpTransport(options);
  return {
    getCities: (query, signal) => getCities(transport, query, signal),
    listCompanies: (query, signal) => listCompanies(transport, query, signal),
  };
}

/**
 * A client whose every call throws "not implemented" until the test supplies the ones it needs,
 * so a test states exactly which calls it expects.
 */
export function createTestApiClient(overrides: Partial<ApiClient> = {}): ApiClient {
  const notImplemented = (name: keyof ApiClient) => () =>
    Promise.reject(new Error(`ApiClient.${name} is not implemented in this test`));
  return {
    getCities: overrides.getCities ?? notImplemented('getCities'),
    listCompanies: overrides.listCompanies ?? notImplemented('listCompanies'),
  };
}
