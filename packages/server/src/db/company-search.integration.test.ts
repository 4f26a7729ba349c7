import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import { seedDatabase } from '../seed/generator';
import type { AppDatabase } from './client';
import { refreshCompanies, refreshCompanySearch, refreshCompanyStats } from './company-search';
import {
  awardResults,
  companies,
  companyLocations,
  companySearch,
  companyServices,
  reviews,
  services,
} from './schema';
import { computeCompanyScore, scoreLevelRank } from './score';

let testDatabase: TestDatabase;
let db: AppDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  await seedDatabase(testDatabase.database, { companies: 40, seed: 21 });
});

afterAll(async () => {
  await testDatabase.cleanup();
});

async function searchRow(companyId: number) {
  const [row] = await db.select().from(companySearch).where(eq(companySearch.companyId, companyId));
  if (!row) throw new Error(`no company_search row for ${companyId}`);
  return row;
}

async function companyRow(companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`no company ${companyId}`);
  return row;
}

describe('refreshCompanySearch', () => {
  it('updates only the given companies after a change, inside the transaction', async () => {
    const before = await searchRow(10);
    const untouched = await searchRow(11);
    const [unused] = await db
      .select({ id: services.id })
      .from(services)
      .where(ne(services.id, before.serviceIds[0] ?? 0))
      .limit(1)
      .offset(before.serviceIds.length + 3);
    if (!unused) throw new Error('no service');
    const [far] = await db
      .select()
      .from(companyLocations)
      .where(ne(companyLocations.countryId, before.hqCountryId))
      .limit(1);
    if (!far) throw new Error('no location elsewhere');

    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ name: 'Zebra Renamed Studio', hourlyRate: 250 })
        .where(eq(companies.id, 10));
      await tx
        .insert(companyServices)
        .values({ companyId: 10, serviceId: unused.id, percentage: 1 })
        .onConflictDoNothing();
      await tx.insert(companyLocations).values({
        companyId: 10,
        countryId: far.countryId,
        cityId: far.cityId,
        isHeadquarter: false,
      });
      await tx.update(companies).set({ name: 'Also Renamed' }).where(eq(companies.id, 11));
      await refreshCompanySearch(tx, [10]);
      const inside = await tx.select().from(companySearch).where(eq(companySearch.companyId, 10));
      expect(inside[0]?.name).toBe('Zebra Renamed Studio');
    });

    const after = await searchRow(10);
    expect(after.name).toBe('Zebra Renamed Studio');
    expect(after.nameSort).toBe('zebra renamed studio');
    expect(after.hourlyRate).toBe(250);
    expect(after.serviceIds).toEqual(
      [...new Set([...before.serviceIds, unused.id])].sort((a, b) => a - b),
    );
    expect(after.countryIds).toContain(far.countryId);
    expect(after.cityIds).toContain(far.cityId);
    expect(after.hqCityId).toBe(before.hqCityId);
    // Company 11 changed too but was not refreshed.
    expect(await searchRow(11)).toEqual(untouched);
    await refreshCompanySearch(db);
    expect((await searchRow(11)).name).toBe('Also Renamed');
  });

  it('follows a headquarters move', async () => {
    const locations = await db
      .select()
      .from(companyLocations)
      .where(eq(companyLocations.companyId, 12));
    const headquarters = locations.find((location) => location.isHeadquarter);
    const [city] = await db
      .select()
      .from(companyLocations)
      .where(
        and(
          ne(companyLocations.cityId, headquarters?.cityId ?? 0),
          ne(companyLocations.companyId, 12),
        ),
      )
      .limit(1);
    if (!headquarters || !city) throw new Error('fixture');
    await db.transaction(async (tx) => {
      await tx
        .update(companyLocations)
        .set({ isHeadquarter: false })
        .where(eq(companyLocations.id, headquarters.id));
      await tx.insert(companyLocations).values({
        companyId: 12,
        countryId: city.countryId,
        cityId: city.cityId,
        isHeadquarter: true,
      });
      await refreshCompanySearch(tx, [12]);
    });
    const row = await searchRow(12);
    expect(row.hqCityId).toBe(city.cityId);
    expect(row.hqCountryId).toBe(city.countryId);
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    const before = await searchRow(13);
    await db
      .transaction(async (tx) => {
        await tx.update(companies).set({ name: 'Rolled Back' }).where(eq(companies.id, 13));
        await refreshCompanySearch(tx, [13]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await searchRow(13)).toEqual(before);
  });

  it('drops the row with the company and accepts an empty id list', async () => {
    await db.delete(companies).where(eq(companies.id, 14));
    expect(await db.$count(companySearch, eq(companySearch.companyId, 14))).toBe(0);
    await expect(refreshCompanySearch(db, [])).resolves.toBeUndefined();
  });
});

describe('refreshCompanyStats and refreshCompanies', () => {
  it('recompute rating, review count, score and level after a review is published, and the search row follows', async () => {
    const companyId = 15;
    const before = await companyRow(companyId);
    const base = {
      companyId,
      qualityRating: 5,
      scheduleRating: 5,
      costRating: 5,
      willingnessToReferRating: 5,
      title: 'Great work',
      summary: 'A summary',
      body: 'A body',
      reviewerName: 'Test Reviewer',
    };
    await db.transaction(async (tx) => {
      await tx.insert(reviews).values([
        { ...base, rating: 5, status: 'published', publishedAt: new Date() },
        { ...base, rating: 1, status: 'pending' },
      ]);
      await refreshCompanies(tx, [companyId]);
    });
    const after = await companyRow(companyId);
    const published = await db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.companyId, companyId), eq(reviews.status, 'published')));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviewCount).toBe(published.length);
    const average = published.reduce((sum, review) => sum + review.rating, 0) / published.length;
    expect(after.rating).toBeCloseTo(Math.round(average * 100) / 100, 2);
    expect(after.score).toBeGreaterThan(before.score);
    const row = await searchRow(companyId);
    expect(row.reviewCount).toBe(after.reviewCount);
    expect(row.score).toBe(after.score);
    expect(row.scoreLevelRank).toBe(scoreLevelRank(after.scoreLevel));
    expect(row.rating).toBeCloseTo(after.rating ?? 0, 4);
  });

  it('count awards won for awarded / award_count and nominations in the score only', async () => {
    const companyId = 16;
    const [serviceLink] = await db
      .select()
      .from(companyServices)
      .where(eq(companyServices.companyId, companyId))
      .limit(1);
    if (!serviceLink) throw new Error('fixture');
    await db.delete(awardResults).where(eq(awardResults.companyId, companyId));
    await refreshCompanies(db, [companyId]);
    const plain = await companyRow(companyId);
    await db.insert(awardResults).values([
      { companyId, edition: 2024, serviceId: serviceLink.serviceId, result: 'winner' },
      { companyId, edition: 2025, serviceId: serviceLink.serviceId, result: 'nominee' },
    ]);
    await refreshCompanies(db, [companyId]);
    const awarded = await companyRow(companyId);
    expect(awarded.score).toBe(Math.min(1000, plain.score + 80));
    const row = await searchRow(companyId);
    expect(row.awarded).toBe(true);
    expect(row.awardCount).toBe(1);
  });

  it('score an emptied profile from its tables', async () => {
    const companyId = 17;
    await db
      .update(companies)
      .set({
        logoPath: null,
        summary: '  ',
        description: null,
        website: null,
        email: null,
        foundedYear: null,
        verified: false,
      })
      .where(eq(companies.id, companyId));
    await db.delete(reviews).where(eq(reviews.companyId, companyId));
    await refreshCompanyStats(db, [companyId]);
    const row = await companyRow(companyId);
    expect(row.reviewCount).toBe(0);
    expect(row.rating).toBeNull();
    const ceiling = computeCompanyScore({
      reviews: [],
      completeness: 10 / 16,
      awardWins: 4,
      awardNominations: 0,
      verified: false,
    });
    expect(row.score).toBeLessThanOrEqual(ceiling.score);
  });
});

describe('review recency', () => {
  const review = (companyId: number, rating: number, publishedAt: Date) => ({
    companyId,
    rating,
    qualityRating: rating,
    scheduleRating: rating,
    costRating: rating,
    willingnessToReferRating: rating,
    title: 'Recency',
    summary: 'A summary',
    body: 'A body',
    reviewerName: 'Test Reviewer',
    status: 'published' as const,
    publishedAt,
  });
  const DAY = 86_400_000;

  it('scores the same reviews lower as they age, and stores the parts that add up to the score', async () => {
    const companyId = 20;
    const now = new Date(Date.UTC(2026, 5, 1));
    await db.delete(reviews).where(eq(reviews.companyId, companyId));
    await db
      .insert(reviews)
      .values([
        review(companyId, 5, new Date(now.getTime() - 10 * DAY)),
        review(companyId, 4.5, new Date(now.getTime() - 40 * DAY)),
        review(companyId, 5, new Date(now.getTime() - 400 * DAY)),
      ]);
    const changed = await refreshCompanyStats(db, [companyId], { now });
    expect(changed).toEqual([companyId]);
    const today = await companyRow(companyId);
    const parts = today.scoreParts;
    if (!parts) throw new Error('no score parts');
    expect(
      parts.reviewVolume + parts.rating + parts.completeness + parts.awards + parts.verification,
    ).toBe(today.score);
    expect(parts.reviewVolume).toBeGreaterThan(0);

    // Nothing changed in the tables: the same moment gives the same score and no update.
    expect(await refreshCompanyStats(db, [companyId], { now })).toEqual([]);

    // Four years later the same three reviews count for a quarter as much.
    const later = new Date(now.getTime() + 1460 * DAY);
    expect(await refreshCompanyStats(db, [companyId], { now: later })).toEqual([companyId]);
    const aged = await companyRow(companyId);
    expect(aged.scoreParts?.reviewVolume).toBeLessThan(parts.reviewVolume);
    expect(aged.scoreParts?.rating).toBeLessThan(parts.rating);
    expect(aged.scoreParts?.completeness).toBe(parts.completeness);
    expect(aged.score).toBeLessThan(today.score);
    // The displayed rating and count do not age.
    expect(aged.reviewCount).toBe(3);
    expect(aged.rating).toBeCloseTo(4.83, 2);
  });
});
