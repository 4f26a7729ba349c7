import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, readErrorBody } from './http';
import { buildFilterQuery, isFilterTab } from './filter-selection';
import { COMPANIES_PER_PAGE, SCORE_PART_MAXIMUMS, SORT_ORDERS } from './option-lists';
import { ANALYTICS_PROP_MAX_LENGTH, WEB_VITAL_NAMES } from './analytics-lists';

// These modules are in the script every page starts with, which must not carry zod (issue 14):
// if any of them, or anything they import, imports zod, this file fails to load.
vi.mock('zod', () => {
  throw new Error('zod was imported by a module every page loads');
});

describe('the part of the contract every page loads', () => {
  it('creates the client and reads lists, filters and error bodies without zod', () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api',
      v2BaseUrl: 'http://127.0.0.1:1/api/v2',
    });
    expect(typeof client.listCompanies).toBe('function');
    expect(new ApiError(404, 'Not found').status).toBe(404);
    expect(readErrorBody({ statusCode: 404, message: 'Not found' })).toEqual({
      statusCode: 404,
      message: 'Not found',
    });
    expect(buildFilterQuery({ groups: { services: [3, 1] }, flags: {} })).toEqual({
      services: [1, 3],
    });
    expect(isFilterTab('reviews')).toBe(true);
    expect(isFilterTab('others')).toBe(false);
    expect(COMPANIES_PER_PAGE).toBe(20);
    expect(SCORE_PART_MAXIMUMS.rating).toBe(250);
    expect(SORT_ORDERS[0]?.label).toBe('Verified');
    expect(ANALYTICS_PROP_MAX_LENGTH).toBeGreaterThan(0);
    expect(WEB_VITAL_NAMES).toContain('LCP');
  });
});
