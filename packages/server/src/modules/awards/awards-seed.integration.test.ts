import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import type { AppDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { seedDatabase } from '../../seed/generator';
import { countEdition } from './scoring';

let testDatabase: TestDatabase;
let db: AppDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  await seedDatabase(testDatabase.database, { companies: 400, seed: 3, votingEditions: [2025] });
});

afterAll(async () => {
  await testDatabase.cleanup();
});

describe('the seeded awards', () => {
  it('has every edition; the past ones with published winners, 2025 still voting', async () => {
    const editions = await db
      .select()
      .from(schema.awardEditions)
      .orderBy(schema.awardEditions.year);
    expect(editions.map((edition) => edition.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(editions.map((edition) => edition.winnersPublishedAt !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const winners2025 = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.awardResults)
      .where(and(eq(schema.awardResults.edition, 2025), eq(schema.awardResults.result, 'winner')));
    expect(winners2025[0]?.count).toBe(0);
  });

  it('matches award_results: one nominee per result, with the same outcome', async () => {
    const [mismatches] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(
        sql`award_results r
        LEFT JOIN award_categories c ON c.edition = r.edition AND c.service_id = r.service_id
        LEFT JOIN award_nominees n ON n.category_id = c.id AND n.company_id = r.company_id`,
      )
      .where(sql`n.id IS NULL OR n.status <> r.result`);
    expect(mismatches?.count).toBe(0);
    expect(await db.$count(schema.awardNominees)).toBe(await db.$count(schema.awardResults));
  });

  it('publishes scores whose ranking puts exactly the winners first, and a recount reproduces them', async () => {
    for (const edition of [2021, 2022, 2023, 2024] as const) {
      const counts = await countEdition(db, edition);
      expect(counts.length).toBeGreaterThan(0);
      const stored = await db
        .select()
        .from(schema.awardNominees)
        .innerJoin(
          schema.awardCategories,
          eq(schema.awardCategories.id, schema.awardNominees.categoryId),
        )
        .where(
          and(eq(schema.awardCategories.edition, edition), isNotNull(schema.awardNominees.rank)),
        );
      const byId = new Map(stored.map((row) => [row.award_nominees.id, row.award_nominees]));
      for (const count of counts) {
        for (const score of count.scores) {
          const published = byId.get(score.nomineeId);
          expect(published).toBeDefined();
          expect(Number(published?.finalScore)).toBe(score.final);
          expect(Number(published?.juryPart)).toBe(score.jury);
          expect(Number(published?.votesPart)).toBe(score.votes);
          expect(Number(published?.reviewsPart)).toBe(score.reviews);
          expect(published?.rank).toBe(score.rank);
          expect(published?.status === 'winner').toBe(score.rank <= count.winnerSlots);
        }
      }
    }
  });

  it('has held votes for the integrity report and no counted vote without a confirmation', async () => {
    const held = await db.$count(schema.awardVotes, eq(schema.awardVotes.status, 'held'));
    expect(held).toBeGreaterThan(0);
    const unconfirmed = await db.$count(
      schema.awardVotes,
      sql`${schema.awardVotes.status} = 'counted' AND ${schema.awardVotes.confirmedAt} IS NULL`,
    );
    expect(unconfirmed).toBe(0);
  });
});
