import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import type { AppDatabase } from './client';
import { migrate } from './migrate';
import { cities, companies, companyLocations, countries, regions, reviews, users } from './schema';

let testDatabase: TestDatabase;
let db: AppDatabase;
let nextCompanyId = 1;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  await db.insert(regions).values({ id: 1, name: 'Europe', slug: 'europe' });
  await db.insert(countries).values([
    {
      id: 1,
      regionId: 1,
      name: 'Moldova',
      slug: 'moldova',
      iso2: 'MD',
      imageMainWebp: '/m.webp',
      imageMainOriginal: '/m.jpg',
    },
    {
      id: 2,
      regionId: 1,
      name: 'Romania',
      slug: 'romania',
      iso2: 'RO',
      imageMainWebp: '/r.webp',
      imageMainOriginal: '/r.jpg',
    },
  ]);
  await db.insert(cities).values([
    { id: 1, countryId: 1, name: 'Chisinau', slug: 'chisinau' },
    { id: 2, countryId: 1, name: 'Balti', slug: 'balti' },
    { id: 3, countryId: 2, name: 'Iasi', slug: 'iasi' },
  ]);
});

afterAll(async () => {
  await testDatabase.cleanup();
});

/** The message of the error a promise rejects with, including causes drizzle wraps around the driver error. */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const messages: string[] = [];
    let current: unknown = error;
    while (current instanceof Error) {
      messages.push(current.message);
      current = current.cause;
    }
    return messages.join(' | ');
  }
  throw new Error('expected the statement to fail');
}

function newCompany(id = nextCompanyId++) {
  return { id, slug: `company-${id}`, name: `Company ${id}`, companySize: 10 as const };
}

/** A company with its headquarters in Chisinau, committed. */
async function createCompany(): Promise<number> {
  const company = newCompany();
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(company);
    await tx
      .insert(companyLocations)
      .values({ companyId: company.id, countryId: 1, cityId: 1, isHeadquarter: true });
  });
  return company.id;
}

describe('migrations', () => {
  it('create every table and are idempotent', async () => {
    await migrate(testDatabase.database);
    const result = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`information_schema.tables`)
      .where(
        sql`table_schema = 'public' AND table_name IN ('companies', 'company_search', 'company_locations', 'reviews', 'sessions')`,
      );
    expect(result[0]?.count).toBe(5);
  });

  it('answers ping', async () => {
    await expect(testDatabase.database.ping()).resolves.toBeUndefined();
  });
});

describe('exactly one headquarters per company', () => {
  it('accepts a company with one headquarters and other offices', async () => {
    const id = await createCompany();
    await db
      .insert(companyLocations)
      .values({ companyId: id, countryId: 2, cityId: 3, isHeadquarter: false });
    const rows = await db.select().from(companyLocations).where(eq(companyLocations.companyId, id));
    expect(rows.filter((row) => row.isHeadquarter)).toHaveLength(1);
  });

  it('rejects a second headquarters', async () => {
    const id = await createCompany();
    const message = await failure(
      db
        .insert(companyLocations)
        .values({ companyId: id, countryId: 1, cityId: 2, isHeadquarter: true }),
    );
    expect(message).toMatch(/company_locations_one_headquarter_idx/);
  });

  it('rejects a company committed without a headquarters', async () => {
    const company = newCompany();
    const message = await failure(
      db.transaction(async (tx) => {
        await tx.insert(companies).values(company);
        await tx
          .insert(companyLocations)
          .values({ companyId: company.id, countryId: 1, cityId: 1, isHeadquarter: false });
      }),
    );
    expect(message).toMatch(/has no headquarters/);
    expect(await db.$count(companies, eq(companies.id, company.id))).toBe(0);
  });

  it('rejects a company committed without any location (autocommit)', async () => {
    const message = await failure(db.insert(companies).values(newCompany()));
    expect(message).toMatch(/has no headquarters/);
  });

  it('rejects deleting or unflagging the headquarters', async () => {
    const id = await createCompany();
    expect(
      await failure(db.delete(companyLocations).where(eq(companyLocations.companyId, id))),
    ).toMatch(/has no headquarters/);
    expect(
      await failure(
        db
          .update(companyLocations)
          .set({ isHeadquarter: false })
          .where(eq(companyLocations.companyId, id)),
      ),
    ).toMatch(/has no headquarters/);
    expect(await db.$count(companyLocations, eq(companyLocations.companyId, id))).toBe(1);
  });

  it('moves the headquarters within one transaction', async () => {
    const id = await createCompany();
    const [branch] = await db
      .insert(companyLocations)
      .values({ companyId: id, countryId: 2, cityId: 3, isHeadquarter: false })
      .returning({ id: companyLocations.id });
    if (!branch) throw new Error('no branch');
    await db.transaction(async (tx) => {
      await tx
        .update(companyLocations)
        .set({ isHeadquarter: false })
        .where(eq(companyLocations.companyId, id));
      await tx
        .update(companyLocations)
        .set({ isHeadquarter: true })
        .where(eq(companyLocations.id, branch.id));
    });
    const headquarters = await db
      .select({ id: companyLocations.id })
      .from(companyLocations)
      .where(sql`${companyLocations.companyId} = ${id} AND ${companyLocations.isHeadquarter}`);
    expect(headquarters).toEqual([{ id: branch.id }]);
  });

  it('lets a company be deleted with its locations', async () => {
    const id = await createCompany();
    await db.delete(companies).where(eq(companies.id, id));
    expect(await db.$count(companyLocations, eq(companyLocations.companyId, id))).toBe(0);
  });

  it('rejects a location whose city is in another country', async () => {
    const id = await createCompany();
    const message = await failure(
      db
        .insert(companyLocations)
        .values({ companyId: id, countryId: 2, cityId: 1, isHeadquarter: false }),
    );
    expect(message).toMatch(/company_locations_city_in_country_fk/);
  });
});

describe('option-list CHECK constraints', () => {
  const bad: [string, string][] = [
    ['company_size', 'company_size = 3'],
    ['hourly_rate', 'hourly_rate = 31'],
    ['project_size', 'project_size = 2000'],
    ['score_level', "score_level = 'great'"],
    ['score', 'score = 1001'],
  ];
  it.each(bad)('rejects a %s outside its option list', async (column, assignment) => {
    const id = await createCompany();
    const message = await failure(
      db.execute(sql`UPDATE companies SET ${sql.raw(assignment)} WHERE id = ${id}`),
    );
    expect(message).toMatch(new RegExp(`companies_${column}_check`));
  });

  it('accepts undisclosed (null) hourly rate and project size and every listed value', async () => {
    const id = await createCompany();
    await db
      .update(companies)
      .set({ hourlyRate: null, projectSize: null })
      .where(eq(companies.id, id));
    await db
      .update(companies)
      .set({ hourlyRate: 29, projectSize: 250000, companySize: 10000, scoreLevel: 'excellent' })
      .where(eq(companies.id, id));
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({
      hourlyRate: 29,
      projectSize: 250000,
      companySize: 10000,
      scoreLevel: 'excellent',
    });
  });

  it('rejects a review with an unknown status or a rating out of range', async () => {
    const id = await createCompany();
    const review = {
      companyId: id,
      rating: 5,
      qualityRating: 5,
      scheduleRating: 5,
      costRating: 5,
      willingnessToReferRating: 5,
      title: 't',
      summary: 's',
      body: 'b',
      reviewerName: 'r',
    };
    await db.insert(reviews).values(review);
    expect(await failure(db.insert(reviews).values({ ...review, rating: 5.5 }))).toMatch(
      /reviews_rating_check/,
    );
    expect(
      await failure(db.execute(sql`UPDATE reviews SET status = 'hidden' WHERE company_id = ${id}`)),
    ).toMatch(/reviews_status_check/);
    expect(
      await failure(
        db.execute(sql`UPDATE reviews SET status = 'published' WHERE company_id = ${id}`),
      ),
    ).toMatch(/reviews_published_at_check/);
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await db.insert(users).values({ email: 'Owner@Example.com', name: 'Owner' });
    expect(
      await failure(db.insert(users).values({ email: 'owner@example.COM', name: 'Other' })),
    ).toMatch(/users_email_lower_idx/);
  });
});
