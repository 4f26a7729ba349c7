import { PROFILE_SCORE_LEVELS } from '@atlas/api/options';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import type { AppDatabase } from '../db/client';
import { refreshCompanyStats } from '../db/company-search';
import * as schema from '../db/schema';
import { scoreLevelRank } from '../db/score';
import { DEMO_NOW } from './companies';
import { generateDemoData, resetDatabase, seedDatabase, seedIfEmpty } from './generator';
import { TAXONOMY } from './taxonomy';

const COMPANIES = 150;
const SEED = 5;

let testDatabase: TestDatabase;
let db: AppDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  const summary = await seedDatabase(testDatabase.database, { companies: COMPANIES, seed: SEED });
  expect(summary.companies).toBe(COMPANIES);
});

afterAll(async () => {
  await testDatabase.cleanup();
});

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

describe('seedDatabase', () => {
  it('leaves every index and foreign key it set aside during the load in place', async () => {
    const indexes = await db
      .select({ name: sql<string>`indexname::text` })
      .from(sql`pg_indexes`)
      .where(sql`tablename = 'company_search'`);
    expect(indexes.map((index) => index.name).sort()).toEqual(
      expect.arrayContaining([
        'company_search_pkey',
        'company_search_score_idx',
        'company_search_verified_idx',
        'company_search_hourly_rate_desc_idx',
        'company_search_service_ids_idx',
        'company_search_name_trgm_idx',
        'company_search_name_words_idx',
      ]),
    );
    expect(indexes).toHaveLength(20);
    const [keys] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`pg_constraint`)
      .where(sql`contype = 'f' AND conrelid = 'company_search'::regclass`);
    expect(keys?.count).toBe(1);
  });

  it('inserts the taxonomy and N companies with their rows', async () => {
    const data = generateDemoData({ companies: COMPANIES, seed: SEED });
    expect(await db.$count(schema.regions)).toBe(TAXONOMY.regions.length);
    expect(await db.$count(schema.countries)).toBe(TAXONOMY.countries.length);
    expect(await db.$count(schema.cities)).toBe(TAXONOMY.cities.length);
    expect(await db.$count(schema.citySponsorshipPages)).toBe(TAXONOMY.citySponsorshipPages.length);
    expect(await db.$count(schema.services)).toBe(TAXONOMY.services.length);
    expect(await db.$count(schema.focusServices)).toBe(TAXONOMY.focusServices.length);
    expect(await db.$count(schema.companies)).toBe(COMPANIES);
    expect(await db.$count(schema.companySearch)).toBe(COMPANIES);
    expect(await db.$count(schema.companyServices)).toBe(data.companyServices.length);
    expect(await db.$count(schema.companyLocations)).toBe(data.companyLocations.length);
    expect(await db.$count(schema.reviews)).toBe(data.reviews.length);
    expect(await db.$count(schema.awardResults)).toBe(data.awardResults.length);
    expect(await db.$count(schema.portfolioItems)).toBe(data.portfolioItems.length);
    expect(await db.$count(schema.companyFaqs)).toBe(data.companyFaqs.length);
  });

  it('stores the generated values unchanged', async () => {
    const data = generateDemoData({ companies: COMPANIES, seed: SEED });
    const stored = await db.select().from(schema.companies).orderBy(asc(schema.companies.id));
    expect(stored).toEqual(data.companies);
    const reviews = await db
      .select()
      .from(schema.reviews)
      .orderBy(asc(schema.reviews.id))
      .limit(50);
    // The generator leaves the submission-only columns (reviewer account, confirmation, moderation)
    // to their defaults; every value it does generate is stored as generated.
    expect(reviews).toEqual(
      data.reviews.slice(0, 50).map((review) => expect.objectContaining({ ...review })),
    );
    expect(reviews[0]).toMatchObject({
      reviewerUserId: null,
      holdReasons: [],
      showReviewerName: true,
    });
  });

  it('builds company_search rows whose arrays match the normalised tables', async () => {
    const data = generateDemoData({ companies: COMPANIES, seed: SEED });
    const rows = await db
      .select()
      .from(schema.companySearch)
      .orderBy(asc(schema.companySearch.companyId));
    expect(rows).toHaveLength(COMPANIES);
    const of = <T extends { companyId: number }>(list: readonly T[], id: number) =>
      list.filter((row) => row.companyId === id);
    for (const company of data.companies) {
      const row = rows.find((candidate) => candidate.companyId === company.id);
      const locations = of(data.companyLocations, company.id);
      const headquarters = locations.find((location) => location.isHeadquarter);
      const wins = of(data.awardResults, company.id).filter(
        (award) => award.result === 'winner',
      ).length;
      expect(row).toEqual({
        companyId: company.id,
        name: company.name,
        nameSort: company.name.toLowerCase(),
        slug: company.slug,
        hqCountryId: headquarters?.countryId,
        hqCityId: headquarters?.cityId,
        countryIds: sorted(locations.map((location) => location.countryId)),
        cityIds: sorted(locations.map((location) => location.cityId)),
        serviceIds: sorted(of(data.companyServices, company.id).map((link) => link.serviceId)),
        focusIds: sorted(of(data.companyFocuses, company.id).map((link) => link.focusId)),
        industryIds: sorted(of(data.companyIndustries, company.id).map((link) => link.industryId)),
        clientTypeIds: sorted(
          of(data.companyClientTypes, company.id).map((link) => link.clientTypeId),
        ),
        companySize: company.companySize,
        hourlyRate: company.hourlyRate,
        projectSize: company.projectSize,
        foundedYear: company.foundedYear,
        reviewCount: company.reviewCount,
        rating:
          company.rating === null || company.rating === undefined
            ? null
            : expect.closeTo(company.rating, 5),
        score: company.score,
        scoreLevelRank: scoreLevelRank(company.scoreLevel ?? 'very-poor'),
        verified: company.verified,
        awarded: wins > 0,
        awardCount: wins,
        services: expect.any(Array),
      });
      // The card's services: every link, named from the taxonomy, largest share first.
      const links = of(data.companyServices, company.id);
      expect(row?.services.map((share) => share.id).sort((a, b) => a - b)).toEqual(
        sorted(links.map((link) => link.serviceId)),
      );
      const shares = row?.services.map((share) => share.percentage) ?? [];
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
      for (const share of row?.services ?? []) {
        expect(share.name).toBe(TAXONOMY.services.find((service) => service.id === share.id)?.name);
      }
    }
    const ranks = new Set(rows.map((row) => row.scoreLevelRank));
    expect(ranks.size).toBe(PROFILE_SCORE_LEVELS.length);
  });

  it('agrees with refreshCompanyStats: recomputing scores from the tables changes nothing', async () => {
    const before = await db.select().from(schema.companies).orderBy(asc(schema.companies.id));
    // The demo data is scored as of DEMO_NOW (review ages count).
    await refreshCompanyStats(db, undefined, { now: DEMO_NOW });
    const after = await db.select().from(schema.companies).orderBy(asc(schema.companies.id));
    expect(after).toEqual(before);
  });

  it('supports relational queries for a whole profile', async () => {
    const company = await db.query.companies.findFirst({
      where: eq(schema.companies.id, 1),
      with: {
        services: { with: { service: { with: { group: true, parent: true } } } },
        locations: { with: { city: true, country: { with: { region: true } } } },
        faqs: true,
        portfolio: true,
        search: true,
      },
    });
    expect(company?.services.length).toBeGreaterThan(0);
    expect(company?.services[0]?.service.group.name).toBeTruthy();
    expect(company?.locations.filter((location) => location.isHeadquarter)).toHaveLength(1);
    expect(company?.locations[0]?.country.region.name).toBeTruthy();
    expect(company?.search?.companyId).toBe(1);
    const city = await db.query.cities.findFirst({
      with: { sponsorshipPages: { with: { service: true } } },
    });
    expect(city?.sponsorshipPages).toBeInstanceOf(Array);
  });

  it('gives every third company with a website a team: one owner, verified, with no password', async () => {
    const teams = await db
      .select({
        companyId: schema.companyMembers.companyId,
        role: schema.companyMembers.role,
        email: schema.users.email,
        website: schema.companies.website,
        passwordHash: schema.users.passwordHash,
        verified: schema.users.emailVerifiedAt,
      })
      .from(schema.companyMembers)
      .innerJoin(schema.users, eq(schema.users.id, schema.companyMembers.userId))
      .innerJoin(schema.companies, eq(schema.companies.id, schema.companyMembers.companyId));
    expect(teams.length).toBeGreaterThan(COMPANIES / 6);
    for (const team of teams) {
      expect(team.companyId % 3).toBe(0);
      expect(team.role).toBe('owner');
      expect(team.passwordHash).toBeNull();
      expect(team.verified).not.toBeNull();
      const domain = new URL(team.website ?? '').hostname.replace(/^www\./, '');
      expect(team.email).toBe(`team@${domain}`);
    }
  });

  it('moves the identities past the seeded ids', async () => {
    await db
      .transaction(async (tx) => {
        const [company] = await tx
          .insert(schema.companies)
          .values({ slug: 'identity-check', name: 'Identity Check', companySize: 2 })
          .returning({ id: schema.companies.id });
        expect(company?.id).toBe(COMPANIES + 1);
        await tx
          .insert(schema.companyLocations)
          .values({ companyId: company?.id ?? 0, countryId: 1, cityId: 1, isHeadquarter: true });
        const [service] = await tx
          .insert(schema.services)
          .values({ groupId: 1, name: 'Identity Check', slug: 'identity-check' })
          .returning({ id: schema.services.id });
        expect(service?.id).toBe(TAXONOMY.services.length + 1);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('refuses to seed a database that has companies, and seedIfEmpty leaves it alone', async () => {
    await expect(seedDatabase(testDatabase.database, { companies: 5 })).rejects.toThrow(
      /already has 150 companies/,
    );
    expect(await seedIfEmpty(testDatabase.database, { companies: 5 })).toBe(false);
    expect(await db.$count(schema.companies)).toBe(COMPANIES);
  });

  it('resets and seeds again when empty', async () => {
    await db.insert(schema.users).values({ email: 'someone@example.com', name: 'Someone' });
    await resetDatabase(testDatabase.database);
    expect(await db.$count(schema.companies)).toBe(0);
    expect(await db.$count(schema.users)).toBe(0);
    expect(await db.$count(schema.services)).toBe(0);
    expect(await seedIfEmpty(testDatabase.database, { companies: 12, seed: SEED })).toBe(true);
    expect(await db.$count(schema.companySearch)).toBe(12);
    // The first companies are the same whatever the set's size.
    const [first] = await db.select().from(schema.companies).where(eq(schema.companies.id, 1));
    expect(first).toEqual(generateDemoData({ companies: 1, seed: SEED }).companies[0]);
    // Every foreign key is back after the bulk load (company, service, reviewer account, invitation).
    const keys = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`pg_constraint`)
      .where(sql`contype = 'f' AND conrelid = 'reviews'::regclass`);
    expect(keys[0]?.count).toBe(4);
  });
});
