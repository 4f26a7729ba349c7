import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, createTestApiClient, type ApiClient } from '../client';
import type { FilterSelection, FilterTab } from '../filters';
import type { GetAdvancedFiltersResponse } from '../endpoints/get-advanced-filters';
import type { GetCitiesQuery, GetCitiesResponse } from '../endpoints/get-cities';
import { apiCalls, callMapParts, type ApiCalls } from '.';

const callNames = Object.keys(apiCalls).sort();

describe('the call map', () => {
  it('names each call in one part only', () => {
    const named = Object.values(callMapParts).flatMap((part) => Object.keys(part));
    expect(named.length).toBe(new Set(named).size);
    expect(named.sort()).toEqual(callNames);
    // The contract had 180 calls when the map replaced the three lists; it may only grow.
    expect(callNames.length).toBeGreaterThanOrEqual(180);
  });

  it("loads, for every entry, a module that exports the entry's call", async () => {
    for (const [name, load] of Object.entries(apiCalls)) {
      const module: Record<string, unknown> = await load();
      expect(typeof module[name], name).toBe('function');
    }
  });

  it('types the client from the map: its methods and their arguments', () => {
    expectTypeOf<keyof ApiClient>().toEqualTypeOf<keyof ApiCalls>();
    expectTypeOf<ApiClient['getCities']>().toEqualTypeOf<
      (query: GetCitiesQuery, signal?: AbortSignal) => Promise<GetCitiesResponse>
    >();
    // Positional arguments stay as the endpoint module's call takes them.
    expectTypeOf<ApiClient['getAdvancedFilters']>().parameters.toEqualTypeOf<
      [tab: FilterTab, selection: FilterSelection, signal?: AbortSignal]
    >();
    expectTypeOf<
      ApiClient['getAdvancedFilters']
    >().returns.resolves.toEqualTypeOf<GetAdvancedFiltersResponse>();
  });
});

describe('createApiClient', () => {
  it('has a method for every call of the map and no other', () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1/api' });
    expect(Object.keys(client).sort()).toEqual(callNames);
    for (const name of callNames) expect(typeof Reflect.get(client, name), name).toBe('function');
  });

  it("sends a call through its entry's module, several calls sharing one module", async () => {
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ data: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await expect(client.listSavedSearches()).resolves.toEqual({ data: [] });
    // Not what this call answers (a 502), after the request went out to the right path.
    await expect(client.getSavedSearch('c0ffee00-0000-4000-8000-000000000000')).rejects.toThrow(
      /Unexpected answer from GET \/saved-searches\/:id/,
    );
    expect(urls).toEqual([
      'http://api.test/api/saved-searches',
      'http://api.test/api/saved-searches/c0ffee00-0000-4000-8000-000000000000',
    ]);
  });
});

describe('createTestApiClient', () => {
  it('rejects every call the test did not supply, naming it', async () => {
    const client = createTestApiClient();
    expect(Object.keys(client).sort()).toEqual(callNames);
    for (const name of callNames) {
      const call: unknown = Reflect.get(client, name);
      if (typeof call !== 'function') throw new Error(`${name} is not a method`);
      await expect(call(), name).rejects.toThrow(
        `ApiClient.${name} is not implemented in this test`,
      );
    }
  });

  it('answers with the overrides it was given, and treats an undefined one as not given', async () => {
    const listCountries: ApiClient['listCountries'] = async () => ({ data: [] });
    const client = createTestApiClient({ listCountries, listServices: undefined });
    expect(client.listCountries).toBe(listCountries);
    await expect(client.listCountries()).resolves.toEqual({ data: [] });
    await expect(client.listServices()).rejects.toThrow(
      'ApiClient.listServices is not implemented in this test',
    );
  });
});
