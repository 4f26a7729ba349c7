import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, SearchQuerySchema, SearchResponseSchema } from './endpoints/search';

describe('GET /search contract', () => {
  it('accepts an empty, absent or ordinary query and a limit from 1 to 10', () => {
    expect(SearchQuerySchema.parse({})).toEqual({});
    expect(SearchQuerySchema.parse({ q: '' })).toEqual({ q: '' });
    expect(SearchQuerySchema.parse({ q: 'Zürich design', limit: '10' })).toEqual({
      q: 'Zürich design',
      limit: 10,
    });
    expect(SearchQuerySchema.parse({ q: 'x'.repeat(SEARCH_QUERY_MAX) }).q).toHaveLength(100);
  });

  it.each([
    [{ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }, 'q'],
    [{ q: ['a', 'b'] }, 'q'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '11' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ limit: 'many' }, 'limit'],
  ])('rejects %j, naming %s', (query, field) => {
    const result = SearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('describes the three groups of an answer', () => {
    const answer = {
      query: 'kyiv',
      services: [{ id: 1, name: 'Web Development', slug: 'web-development' }],
      places: [
        {
          kind: 'city',
          id: 3,
          name: 'Kyiv',
          slug: 'kyiv',
          country: { name: 'Ukraine', slug: 'ukraine' },
        },
        { kind: 'country', id: 2, name: 'Ukraine', slug: 'ukraine', country: null },
      ],
      companies: [{ id: 9, name: 'Kyiv Code', slug: 'kyiv-code' }],
    };
    expect(SearchResponseSchema.parse(answer)).toEqual(answer);
    expect(
      SearchResponseSchema.safeParse({
        ...answer,
        places: [{ ...answer.places[0], kind: 'region' }],
      }).success,
    ).toBe(false);
  });
});
