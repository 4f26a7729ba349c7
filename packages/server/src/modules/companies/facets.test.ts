import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '@atlas/api/endpoints/get-advanced-filters';
import { createFacetCache } from './facets';

const groups = (count: number): FilterGroup[] => [
  {
    groupId: 'services',
    filterType: 'checkbox',
    values: [{ option_id: 1, name: 'SEO', slug: 'seo', count }],
  },
];

describe('createFacetCache', () => {
  it('answers a repeated key from memory until the TTL passes', async () => {
    let clock = 0;
    let computed = 0;
    const cache = createFacetCache({ ttlMs: 1000, now: () => clock });
    const compute = async () => groups(++computed);
    expect(await cache.get('services?{}', compute)).toEqual(groups(1));
    clock = 999;
    expect(await cache.get('services?{}', compute)).toEqual(groups(1));
    clock = 1000;
    expect(await cache.get('services?{}', compute)).toEqual(groups(2));
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createFacetCache({ maxEntries: 2 });
    let computed = 0;
    const compute = async () => groups(++computed);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute); // a is now the most recent
    await cache.get('c', compute); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', compute)).toEqual(groups(1));
    expect(await cache.get('b', compute)).toEqual(groups(4));
  });

  it('does not remember failures and can be emptied', async () => {
    const cache = createFacetCache();
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await cache.get('y', async () => groups(1));
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
