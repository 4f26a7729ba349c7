import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import type { AppDatabase } from '../../db/client';
import { companies, companySearch } from '../../db/schema';
import { DEMO_NOW } from '../../seed/companies';
import { seedDatabase } from '../../seed/generator';
import { createRescoreSchedule, msUntilNextRun, rescoreCompanies } from './rescore';

let testDatabase: TestDatabase;
let db: AppDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  await seedDatabase(testDatabase.database, { companies: 60, seed: 5 });
});

afterAll(async () => {
  await testDatabase.cleanup();
});

const scores = async () =>
  new Map(
    (await db.select({ id: companies.id, score: companies.score }).from(companies)).map((row) => [
      row.id,
      row.score,
    ]),
  );

describe('rescoreCompanies', () => {
  it('changes nothing at the moment the data was scored', async () => {
    const result = await rescoreCompanies(db, { now: DEMO_NOW, batchSize: 7 });
    const reviewed = await db.$count(companies, gt(companies.reviewCount, 0));
    expect(result).toEqual({ scanned: reviewed, changed: 0 });
  });

  it('lowers reviewed companies as time passes, leaves the others, and keeps the search rows in step', async () => {
    const before = await scores();
    const threeYearsLater = new Date(DEMO_NOW.getTime() + 3 * 365 * 86_400_000);
    const result = await rescoreCompanies(db, { now: threeYearsLater, batchSize: 7 });
    expect(result.changed).toBeGreaterThan(0);
    const after = await scores();
    const reviewed = new Set(
      (
        await db.select({ id: companies.id }).from(companies).where(gt(companies.reviewCount, 0))
      ).map((row) => row.id),
    );
    for (const [id, score] of after) {
      if (reviewed.has(id)) expect(score).toBeLessThanOrEqual(before.get(id) ?? 0);
      else expect(score).toBe(before.get(id));
    }
    const [mismatch] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(companySearch)
      .innerJoin(companies, eq(companies.id, companySearch.companyId))
      .where(sql`${companySearch.score} <> ${companies.score}`);
    expect(mismatch?.count).toBe(0);
  });

  it('scores companies that were never scored, and only those in the start-up pass', async () => {
    await db.update(companies).set({ scoreParts: null }).where(eq(companies.id, 3));
    const result = await rescoreCompanies(db, { unscoredOnly: true });
    expect(result).toEqual({ scanned: 1, changed: 1 });
    const [row] = await db.select().from(companies).where(eq(companies.id, 3));
    expect(row?.scoreParts).not.toBeNull();
  });
});

describe('createRescoreSchedule', () => {
  it('scores never-scored companies after the start-up delay, and not once stopped', async () => {
    await db.update(companies).set({ scoreParts: null }).where(eq(companies.id, 4));
    const idle = createRescoreSchedule(db); // the default delay is minutes
    idle.start();
    await idle.stop();
    const [untouched] = await db.select().from(companies).where(eq(companies.id, 4));
    expect(untouched?.scoreParts).toBeNull();

    const done = new Promise<{ scanned: number; unscoredOnly: boolean }>((resolve) => {
      const schedule = createRescoreSchedule(db, {
        startupDelayMs: 10,
        onDone: (result) => {
          resolve(result);
          void schedule.stop();
        },
      });
      schedule.start();
    });
    expect(await done).toMatchObject({ scanned: 1, unscoredOnly: true });
    const [scored] = await db.select().from(companies).where(eq(companies.id, 4));
    expect(scored?.scoreParts).not.toBeNull();
  });
});

describe('msUntilNextRun', () => {
  it('waits for today’s hour, or tomorrow’s once it has passed', () => {
    expect(msUntilNextRun(new Date(Date.UTC(2026, 0, 1, 1, 30)), 3)).toBe(90 * 60_000);
    expect(msUntilNextRun(new Date(Date.UTC(2026, 0, 1, 3, 0)), 3)).toBe(24 * 3_600_000);
    expect(msUntilNextRun(new Date(Date.UTC(2026, 0, 1, 23, 0)), 3)).toBe(4 * 3_600_000);
  });
});
