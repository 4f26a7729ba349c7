import {
  COMPANY_SIZES,
  HOURLY_RATES,
  PROFILE_SCORE_LEVELS,
  PROJECT_SIZES,
} from '@atlas/api/options';
import { describe, expect, it } from 'vitest';
import { appendBatch, BATCH_KEYS, emptyBatch } from './companies';
import { DEMO_NOW, generateCompanyBatches, generateDemoData } from './generator';
import { Random, slugify } from './random';
import { TAXONOMY } from './taxonomy';

const REQUIRED_SERVICE_SLUGS = [
  'digital-marketing',
  'it-consulting',
  'design',
  'software-development',
  'application-support',
  'seo',
  'pr',
  'other-crm',
  'web-development',
  'non-voice-bpo',
  'wearable-app-development',
  'mobile-app-development',
  'unified-communications-consulting',
  'bi-big-data-consulting',
  'angular',
  'adobe-crm',
];

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

describe('taxonomy', () => {
  it('has the five regions of the companies mega-menu', () => {
    expect(TAXONOMY.regions.map((region) => region.name)).toEqual([
      'Europe',
      'Asia',
      'Latin America',
      'North America',
      'Australia',
    ]);
    const australia = TAXONOMY.regions.find((region) => region.name === 'Australia');
    expect(
      TAXONOMY.countries
        .filter((country) => country.regionId === australia?.id)
        .map((country) => country.name),
    ).toEqual(['Australia', 'New Zealand']);
  });

  it('has the four service groups of SPEC §2', () => {
    expect(TAXONOMY.serviceGroups.map((group) => group.name)).toEqual([
      'Web & Software Development',
      'Design',
      'Advertising',
      'Business Services',
    ]);
  });

  it('has 60–90 services with parents and children, including the slugs the legacy redirects target', () => {
    expect(TAXONOMY.services.length).toBeGreaterThanOrEqual(60);
    expect(TAXONOMY.services.length).toBeLessThanOrEqual(90);
    const slugs = new Set(TAXONOMY.services.map((service) => service.slug));
    for (const slug of REQUIRED_SERVICE_SLUGS) expect(slugs, slug).toContain(slug);
    const byId = new Map(TAXONOMY.services.map((service) => [service.id, service]));
    const children = TAXONOMY.services.filter((service) => service.parentId !== null);
    expect(children.length).toBeGreaterThan(20);
    for (const child of children) {
      const parent = byId.get(child.parentId ?? 0);
      expect(parent?.parentId ?? null).toBeNull();
      expect(parent?.groupId).toBe(child.groupId);
    }
  });

  it('has 40–60 countries with 2–8 cities each and image paths from the slug', () => {
    expect(TAXONOMY.countries.length).toBeGreaterThanOrEqual(40);
    expect(TAXONOMY.countries.length).toBeLessThanOrEqual(60);
    const citiesByCountry = groupBy(TAXONOMY.cities, (city) => city.countryId);
    for (const country of TAXONOMY.countries) {
      const count = citiesByCountry.get(country.id)?.length ?? 0;
      expect(count, country.name).toBeGreaterThanOrEqual(2);
      expect(count, country.name).toBeLessThanOrEqual(8);
      expect(country.imageMainWebp).toBe(`/images/countries/${country.slug}.webp`);
      expect(country.imageMainOriginal).toBe(`/images/countries/${country.slug}.jpg`);
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
    }
    const slugs = new Set(TAXONOMY.countries.map((country) => country.slug));
    expect(slugs).toContain('united-kingdom');
    expect(slugs).toContain('malaysia');
    const citySlugs = new Set(TAXONOMY.cities.map((city) => city.slug));
    expect(citySlugs).toContain('london');
    expect(citySlugs).toContain('new-york');
  });

  it('gives every city 0–3 sponsorship pages of distinct services', () => {
    const pagesByCity = groupBy(TAXONOMY.citySponsorshipPages, (page) => page.cityId);
    for (const city of TAXONOMY.cities) {
      const pages = pagesByCity.get(city.id) ?? [];
      expect(pages.length).toBeLessThanOrEqual(3);
      expect(new Set(pages.map((page) => page.serviceId)).size).toBe(pages.length);
    }
    expect(TAXONOMY.citySponsorshipPages.length).toBeGreaterThan(TAXONOMY.cities.length / 2);
  });

  it('uses slugs that are unique across countries, cities and services (they share /companies/{slug})', () => {
    const slugs = [...TAXONOMY.countries, ...TAXONOMY.cities, ...TAXONOMY.services].map(
      (row) => row.slug,
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toBe(slugify(slug));
  });

  it('has real focuses linked to services, ~20 industries and the client types', () => {
    expect(TAXONOMY.focuses.map((focus) => focus.slug)).toEqual(
      expect.arrayContaining(['react', 'angular', 'wordpress', 'shopify']),
    );
    const focusesWithServices = new Set(TAXONOMY.focusServices.map((link) => link.focusId));
    expect(focusesWithServices.size).toBe(TAXONOMY.focuses.length);
    expect(TAXONOMY.industries.length).toBeGreaterThanOrEqual(18);
    expect(TAXONOMY.clientTypes.map((type) => type.slug)).toEqual(
      expect.arrayContaining(['small-business', 'midmarket', 'enterprise']),
    );
  });
});

describe('Random', () => {
  it('repeats its sequence for a seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('splits a total into positive shares', () => {
    const random = new Random(7);
    for (let count = 1; count <= 6; count++) {
      const shares = random.shares(count);
      expect(shares).toHaveLength(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('generateDemoData', () => {
  const data = generateDemoData({ companies: 400, seed: 11 });

  it('is deterministic: same seed, same data; another seed, other data', () => {
    expect(generateDemoData({ companies: 400, seed: 11 })).toEqual(data);
    const other = generateDemoData({ companies: 400, seed: 12 });
    expect(other.companies.map((company) => company.name)).not.toEqual(
      data.companies.map((company) => company.name),
    );
  });

  it('does not depend on the batch size', () => {
    const byBatches = emptyBatch();
    for (const batch of generateCompanyBatches({ companies: 400, seed: 11, batchSize: 37 }))
      appendBatch(byBatches, batch);
    for (const key of BATCH_KEYS) expect(byBatches[key], key).toEqual(data[key]);
  });

  it('lists every batch table in BATCH_KEYS', () => {
    expect(Object.keys(emptyBatch()).sort()).toEqual([...BATCH_KEYS].sort());
  });

  it('covers every option of every option list', () => {
    const small = generateDemoData({ companies: 9, seed: 3 });
    for (const set of [data, small]) {
      expect(new Set(set.companies.map((company) => company.companySize))).toEqual(
        new Set(COMPANY_SIZES.map((size) => size.id)),
      );
      expect(new Set(set.companies.map((company) => company.hourlyRate))).toEqual(
        new Set([...HOURLY_RATES.map((rate) => rate.id), null]),
      );
      expect(new Set(set.companies.map((company) => company.projectSize))).toEqual(
        new Set([...PROJECT_SIZES, null]),
      );
      expect(new Set(set.companies.map((company) => company.scoreLevel))).toEqual(
        new Set(PROFILE_SCORE_LEVELS),
      );
    }
  });

  it('gives unique ids, names and slugs', () => {
    const ids = data.companies.map((company) => company.id);
    expect(ids).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(new Set(data.companies.map((company) => company.slug)).size).toBe(400);
    for (const company of data.companies) expect(company.slug).toBe(slugify(company.slug));
    for (const key of ['companyLocations', 'portfolioItems', 'reviews', 'awardResults'] as const) {
      const rowIds = data[key].map((row) => row.id);
      expect(new Set(rowIds).size, key).toBe(rowIds.length);
    }
  });

  it('gives every company 1–4 services with shares summing to 100, and shares for the other links', () => {
    const sums = (rows: readonly { companyId: number; percentage: number }[]) => {
      const totals = new Map<number, number>();
      for (const row of rows)
        totals.set(row.companyId, (totals.get(row.companyId) ?? 0) + row.percentage);
      return totals;
    };
    const services = groupBy(data.companyServices, (row) => row.companyId);
    for (const company of data.companies) {
      const count = services.get(company.id)?.length ?? 0;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    }
    for (const rows of [
      data.companyServices,
      data.companyFocuses,
      data.companyIndustries,
      data.companyClientTypes,
    ]) {
      for (const total of sums(rows).values()) expect(total).toBe(100);
    }
    expect(data.companyFocuses.length).toBeGreaterThan(0);
  });

  it('gives every company 1–3 locations with exactly one headquarters, cities in their country', () => {
    const cityCountry = new Map(TAXONOMY.cities.map((city) => [city.id, city.countryId]));
    const locations = groupBy(data.companyLocations, (row) => row.companyId);
    for (const company of data.companies) {
      const rows = locations.get(company.id) ?? [];
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(rows.filter((row) => row.isHeadquarter)).toHaveLength(1);
      for (const row of rows) expect(cityCountry.get(row.cityId)).toBe(row.countryId);
    }
  });

  it('generates 0–30 reviews per company, mostly published, with consistent stats', () => {
    const reviews = groupBy(data.reviews, (row) => row.companyId);
    let published = 0;
    for (const company of data.companies) {
      const rows = reviews.get(company.id) ?? [];
      expect(rows.length).toBeLessThanOrEqual(30);
      const live = rows.filter((row) => row.status === 'published');
      published += live.length;
      expect(company.reviewCount).toBe(live.length);
      if (live.length === 0) expect(company.rating).toBeNull();
      else {
        const average = live.reduce((sum, row) => sum + row.rating, 0) / live.length;
        expect(company.rating).toBeCloseTo(average, 2);
      }
      for (const row of rows) {
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(DEMO_NOW.getTime());
        expect(row.publishedAt === null).toBe(row.status !== 'published');
      }
    }
    expect(published / data.reviews.length).toBeGreaterThan(0.75);
    expect(data.reviews.some((row) => row.status === 'pending')).toBe(true);
  });

  it('includes awards across editions, verified companies and a few sponsored ones', () => {
    expect(new Set(data.awardResults.map((row) => row.edition))).toEqual(
      new Set([2021, 2022, 2023, 2024, 2025]),
    );
    expect(new Set(data.awardResults.map((row) => row.result))).toEqual(
      new Set(['winner', 'nominee']),
    );
    const verified = data.companies.filter((company) => company.verified).length;
    const sponsored = data.sponsorIds.length;
    expect(verified).toBeGreaterThan(40);
    expect(sponsored).toBeGreaterThan(0);
    expect(sponsored).toBeLessThan(verified);
  });

  it('writes portfolio items, FAQs and profile text', () => {
    expect(data.portfolioItems.some((item) => item.kind === 'video' && item.videoUrl)).toBe(true);
    expect(
      data.portfolioItems.every((item) => (item.kind === 'video') === (item.videoUrl !== null)),
    ).toBe(true);
    expect(data.companyFaqs.length).toBeGreaterThan(50);
    const described = data.companies.filter((company) => company.description);
    expect(described.length).toBeGreaterThan(200);
    for (const company of described) expect(company.description).toMatch(/^<p>.+<\/p>$/);
  });
});
