import { describe, expect, it } from 'vitest';
import {
  buildFilterQuery,
  isEmptySelection,
  FilterQuerySchema,
  selectionFromQuery,
  type FilterSelection,
} from './filters';
import { buildQueryString } from './http';

const selection: FilterSelection = {
  groups: {
    countries: [3, 1],
    cities: [12],
    services: [5, 5, 2],
    teamsizes: [10],
    reviewscount: [5],
    reviewsaverage: [4],
  },
  foundingyears: { min: 2005, max: 2015 },
  flags: { headquarter_only: true, awarded_companies_only: true, verified_companies_only: false },
};

describe('buildFilterQuery (SPEC §7)', () => {
  it('sends one sorted, de-duplicated array per group, the slider range and the flags', () => {
    expect(buildFilterQuery(selection)).toEqual({
      countries: [1, 3],
      cities: [12],
      services: [2, 5],
      teamsizes: [10],
      reviewscount: [5],
      reviewsaverage: [4],
      'foundingyears[min]': 2005,
      'foundingyears[max]': 2015,
      headquarter_only: 1,
      awarded_companies_only: 1,
    });
  });

  it('takes a selection without flags as one with none on', () => {
    expect(buildFilterQuery({ groups: { services: [5] } })).toEqual({ services: [5] });
    expect(isEmptySelection({ groups: {} })).toBe(true);
  });

  it('leaves out the tab’s own group', () => {
    const query = buildFilterQuery(selection, 'services');
    expect(query).not.toHaveProperty('services');
    expect(query).toHaveProperty('countries');
  });

  it('leaves out cities too on the countries tab, and then drops headquarter_only', () => {
    const query = buildFilterQuery(selection, 'countries');
    expect(query).not.toHaveProperty('countries');
    expect(query).not.toHaveProperty('cities');
    expect(query).not.toHaveProperty('headquarter_only');
  });

  it('leaves out both review groups on the reviews tab', () => {
    const query = buildFilterQuery(selection, 'reviews');
    expect(query).not.toHaveProperty('reviewscount');
    expect(query).not.toHaveProperty('reviewsaverage');
    expect(query).toHaveProperty('teamsizes');
  });

  it('leaves out the range on the founding-years tab', () => {
    expect(buildFilterQuery(selection, 'foundingyears')).not.toHaveProperty('foundingyears[min]');
  });

  it('sends headquarter_only only with a country or city filter', () => {
    expect(
      buildFilterQuery({ groups: { services: [1] }, flags: { headquarter_only: true } }),
    ).toEqual({ services: [1] });
    expect(
      buildFilterQuery({ groups: { cities: [4] }, flags: { headquarter_only: true } }),
    ).toEqual({ cities: [4], headquarter_only: 1 });
  });

  it('sends nothing for an empty selection', () => {
    expect(buildFilterQuery({ groups: { services: [] }, flags: {} })).toEqual({});
  });
});

describe('FilterQuerySchema', () => {
  it('reads what buildFilterQuery wrote back into the same selection', () => {
    const wire = Object.fromEntries(
      new URLSearchParams(buildQueryString(buildFilterQuery(selection)).slice(1)).entries(),
    );
    // A URL carries `countries[]` once per value; the server's parser folds them into arrays.
    const folded = {
      ...wire,
      countries: ['1', '3'],
      cities: ['12'],
      services: ['2', '5'],
      teamsizes: ['10'],
      reviewscount: ['5'],
      reviewsaverage: ['4'],
    };
    const parsed = FilterQuerySchema.parse(folded);
    const back = selectionFromQuery(parsed);
    expect(back.groups).toEqual({
      countries: [1, 3],
      cities: [12],
      services: [2, 5],
      teamsizes: [10],
      reviewscount: [5],
      reviewsaverage: [4],
    });
    expect(back.foundingyears).toEqual({ min: 2005, max: 2015 });
    expect(back.flags).toEqual({
      headquarter_only: true,
      awarded_companies_only: true,
      verified_companies_only: false,
    });
  });

  it.each([
    [{ countries: ['x'] }, 'countries'],
    [{ services: '-1' }, 'services'],
    [{ 'foundingyears[min]': '2010' }, 'foundingyears'],
    [{ 'foundingyears[min]': '2010', 'foundingyears[max]': '2000' }, 'foundingyears'],
    [{ verified_companies_only: 'yes' }, 'verified_companies_only'],
  ])('rejects %j naming %s', (query, field) => {
    const result = FilterQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
