import { SEARCH_LIMIT_DEFAULT, type SearchResponse } from '@atlas/api/endpoints/search';
import { cachedValue } from '../../lib/promise-cache';
import type { SearchRepository, SearchText } from './repository';

/** Popular services and cities change slowly: counted once per five minutes. */
const POPULAR_TTL_MS = 5 * 60_000;
/** The most words of a query that take part in the full-text match. */
const MAX_WORDS = 8;

/**
 * The text as the database searches it: whitespace collapsed, a LIKE pattern with its wildcards
 * escaped, and a prefix full-text query of its words (letters and digits only, so no tsquery
 * operator can come from the visitor).
 */
export function prepareSearchText(query: string): SearchText {
  const text = query.replace(/\s+/g, ' ').trim();
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return {
    text,
    likePattern: `%${text.replace(/[\\%_]/g, '\\$&')}%`,
    words: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null,
  };
}

export function createSearchService(repository: SearchRepository) {
  const popular = cachedValue(
    async () => {
      const [services, places] = await Promise.all([
        repository.popularServices(10),
        repository.popularCities(10),
      ]);
      return { services, places };
    },
    { ttlMs: POPULAR_TTL_MS },
  );
  return {
    async search(query: string, limit = SEARCH_LIMIT_DEFAULT): Promise<SearchResponse> {
      const text = prepareSearchText(query);
      if (text.text === '') {
        const { services, places } = await popular();
        return {
          query: '',
          services: services.slice(0, limit),
          places: places.slice(0, limit),
          companies: [],
        };
      }
      const [services, places, companies] = await Promise.all([
        repository.services(text, limit),
        repository.places(text, limit),
        repository.companies(text, limit),
      ]);
      return { query: text.text, services, places, companies };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
