import { describe, expect, it } from 'vitest';
import { LEGACY_SERVICE_SLUGS, legacyListingTarget, legacyTopCompaniesTarget } from './legacy';

describe('legacy listing redirects (SPEC §4)', () => {
  it.each(Object.entries(LEGACY_SERVICE_SLUGS))(
    '%s moves to %s, keeping the location',
    (from, to) => {
      expect(legacyListingTarget([from, 'malaysia'])).toBe(`/companies/${to}/malaysia`);
      expect(legacyListingTarget([from])).toBe(`/companies/${to}`);
    },
  );

  it('sends rail-freight to /companies', () => {
    expect(legacyListingTarget(['rail-freight'])).toBe('/companies');
    expect(legacyListingTarget(['rail-freight', 'london'])).toBe('/companies');
  });

  it('leaves current slugs alone', () => {
    expect(legacyListingTarget(['software-development', 'malaysia'])).toBeNull();
    expect(legacyListingTarget(['london'])).toBeNull();
  });
});

describe('legacy top-companies redirects (SPEC §4)', () => {
  it.each(Object.entries(LEGACY_SERVICE_SLUGS))('%s moves to %s, keeping the city', (from, to) => {
    expect(legacyTopCompaniesTarget([from, 'london'])).toBe(`/top-companies/${to}/london`);
    expect(legacyTopCompaniesTarget([from, 'london', 'screenshot'])).toBe(
      `/top-companies/${to}/london/screenshot`,
    );
  });

  it('sends rail-freight to /companies and leaves current slugs alone', () => {
    expect(legacyTopCompaniesTarget(['rail-freight', 'london'])).toBe('/companies');
    expect(legacyTopCompaniesTarget(['seo', 'london'])).toBeNull();
    expect(legacyTopCompaniesTarget(['promote', 'join'])).toBeNull();
  });
});
