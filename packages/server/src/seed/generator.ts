import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { insertRows } from '../db/bulk';
import type { AppDatabase, Database } from '../db/client';
import { refreshCompanySearch } from '../db/company-search';
import * as schema from '../db/schema';
import { appendBatch, CompanyGenerator, emptyBatch, type CompanyBatch } from './companies';
import { TAXONOMY, type Taxonomy } from './taxonomy';
import { insertDemoBlog } from './blog';
import { insertDemoSurveys } from './surveys';
import { seedAwards } from './awards';

export { DEMO_NOW, type CompanyBatch } from './companies';

/** Companies seeded on the first start (an empty database). */
export const DEFAULT_DEMO_COMPANIES = 3000;
export const DEFAULT_DEMO_SEED = 1;
/** Companies generated and inserted at a time; bounds memory for the 100k / 1M sets. */
const COMPANIES_PER_BATCH = 2000;
/** Arbitrary constant: the advisory lock that keeps two starting instances from seeding twice. */
const SEED_LOCK_KEY = 727_274_002;

export interface DemoDataOptions {
  companies: number;
  /** Same seed, same data (default DEFAULT_DEMO_SEED). */
  seed?: number | undefined;
  /**
   * Award editions in their voting phase (AWARDS_*_VOTING_PHASE): seeded with nominees and votes
   * but no winners, which staff publish when the phase ends. Every other edition has its winners.
   */
  votingEditions?: readonly number[] | undefined;
}

export interface DemoData extends CompanyBatch {
  taxonomy: Taxonomy;
}

/**
 * The demo companies in batches of `batchSize`, deterministic for a seed. Company `i` (id i + 1)
 * is the same whatever the batch size. The first companies cover every option of the option lists
 * (each company size, hourly rate and project size, undisclosed included, and each score level).
 */
export function* generateCompanyBatches(
  options: DemoDataOptions & { batchSize?: number },
): Generator<CompanyBatch> {
  const count = validateCount(options.companies);
  const batchSize = options.batchSize ?? COMPANIES_PER_BATCH;
  const generator = new CompanyGenerator(
    TAXONOMY,
    options.seed ?? DEFAULT_DEMO_SEED,
    new Set(options.votingEditions ?? []),
  );
  for (let start = 0; start < count; start += batchSize) {
    const batch = emptyBatch();
    for (let index = start; index < Math.min(count, start + batchSize); index++) {
      generator.generate(index, batch);
    }
    yield batch;
  }
}

/** The whole demo data set in memory (tests and small sets; seedDatabase streams batches instead). */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const data: DemoData = { taxonomy: TAXONOMY, ...emptyBatch() };
  for (const batch of generateCompanyBatches(options)) {
    appendBatch(data, batch);
  }
  return data;
}

export interface SeedSummary {
  companies: number;
  reviews: number;
  milliseconds: number;
}

/**
 * Inserts the taxonomy (rows already present are kept) and `companies` demo companies into a
 * database without companies, then builds company_search; all in one transaction. Rows go in with
 * a few large INSERT … SELECT FROM json_to_recordset statements per table and batch, with the
 * company tables' foreign keys dropped during the load and validated when they are added back.
 */
export async function seedDatabase(
  // Only the drizzle instance is used, so a test can seed an old PGlite directory too.
  database: Pick<Database, 'db'>,
  options: DemoDataOptions,
): Promise<SeedSummary> {
  const started = performance.now();
  const summary = await database.db.transaction(async (tx) => {
    await lockSeeding(tx);
    const existing = await tx.$count(schema.companies);
    if (existing > 0) {
      throw new Error(
        `The database already has ${existing} companies; reset it first (pnpm seed --reset).`,
      );
    }
    return seedInto(tx, options);
  });
  await analyze(database);
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Seeds `companies` demo companies when the database has none (the first start). Returns whether
 * it seeded. Safe when several instances start at once: the check and the seeding hold one lock.
 */
export async function seedIfEmpty(database: Database, options: DemoDataOptions): Promise<boolean> {
  const seeded = await database.db.transaction(async (tx) => {
    await lockSeeding(tx);
    if ((await tx.$count(schema.companies)) > 0) return false;
    await seedInto(tx, options);
    return true;
  });
  if (seeded) await analyze(database);
  return seeded;
}

/**
 * Planner statistics for the freshly loaded tables. Autovacuum gets to them only after a while, so
 * without this the first listing queries would be planned on empty-table guesses.
 */
async function analyze(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql`ANALYZE`);
}

/** Empties every table of the schema (users and sessions included) and restarts the ids. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  await database.db.execute(sql`TRUNCATE ${sql.join(names, sql`, `)} RESTART IDENTITY CASCADE`);
}

async function lockSeeding(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

async function seedInto(
  tx: AppDatabase,
  options: DemoDataOptions,
): Promise<Omit<SeedSummary, 'milliseconds'>> {
  await insertTaxonomy(tx, TAXONOMY);
  let companies = 0;
  let reviews = 0;
  const sponsorIds: number[] = [];
  await withoutForeignKeys(tx, BULK_LOADED_TABLES, async () => {
    // The next batch is generated while the database works on the previous one.
    let pending: Promise<void> = Promise.resolve();
    for (const batch of generateCompanyBatches(options)) {
      await pending;
      companies += batch.companies.length;
      reviews += batch.reviews.length;
      sponsorIds.push(...batch.sponsorIds);
      pending = insertBatch(tx, batch);
    }
    await pending;
    await restartIdentities(tx);
    await withoutSecondaryIndexes(tx, schema.companySearch, () => refreshCompanySearch(tx));
  });
  await insertDemoTeams(tx);
  await insertDemoSponsorships(tx, sponsorIds);
  await insertDemoBlog(tx);
  await insertDemoSurveys(tx);
  await seedAwards(tx, options.votingEditions ?? []);
  return { companies, reviews };
}

/** Every DEMO_TEAM_EVERY-th company (of the first DEMO_TEAM_LIMIT) has a team in the demo. */
const DEMO_TEAM_EVERY = 3;
const DEMO_TEAM_LIMIT = 3_000;

/**
 * An owner for some demo companies, so leads and project submissions have someone to answer them
 * (the valet matches only companies with members). Each is `team@{the company's domain}`, with a
 * verified address and no password: nobody can sign in as one until they reset its password
 * through the e-mail (the development outbox). Companies without a team stay claimable.
 */
async function insertDemoTeams(tx: AppDatabase): Promise<void> {
  await tx.execute(sql`
    WITH picked AS (
      SELECT c.id, c.name,
        lower(regexp_replace(regexp_replace(c.website, '^https?://(www\.)?', ''), '[/:?#].*$', ''))
          AS domain
      FROM companies c
      WHERE c.website IS NOT NULL AND c.id % ${DEMO_TEAM_EVERY} = 0 AND c.id <= ${DEMO_TEAM_LIMIT}
    ), made AS (
      INSERT INTO users (email, name, email_verified_at)
      SELECT 'team@' || domain, left(name || ' team', 100), now() FROM picked WHERE domain <> ''
      ON CONFLICT DO NOTHING
      RETURNING id, email
    )
    INSERT INTO company_members (company_id, user_id, role)
    SELECT picked.id, made.id, 'owner' FROM picked JOIN made ON made.email = 'team@' || picked.domain
    ON CONFLICT DO NOTHING`);
}

/**
 * Running TOP 10 sponsorships in the demo (issue 22), so listings and TOP 10 pages show what a
 * paid place looks like: on every other TOP 10 page that has an eligible company (verified,
 * complete, a published review, an office in the city offering the service), one eligible
 * company sponsors it — one the generator drew as a sponsor when there is one, else the lowest
 * id. The other pages stay free for the journeys that buy a place. Granted, not bought: they run
 * for a year from the seeding and do not renew.
 */
async function insertDemoSponsorships(tx: AppDatabase, drawnIds: readonly number[]) {
  const drawn =
    drawnIds.length === 0
      ? sql`ARRAY[]::int[]`
      : sql`ARRAY[${sql.join(
          drawnIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`;
  await tx.execute(sql`
    WITH candidates AS (
      SELECT DISTINCT c.id AS company_id, p.id AS page_id, c.id = ANY(${drawn}) AS drawn
      FROM companies c
      JOIN company_locations hq ON hq.company_id = c.id AND hq.is_headquarter
      JOIN company_services cs ON cs.company_id = c.id
      JOIN city_sponsorship_pages p ON p.city_id = hq.city_id AND p.service_id = cs.service_id
      WHERE c.verified
        AND coalesce(btrim(c.logo_path), '') <> '' AND coalesce(btrim(c.summary), '') <> ''
        AND coalesce(btrim(c.description), '') <> '' AND coalesce(btrim(c.website), '') <> ''
        AND coalesce(btrim(hq.address), '') <> ''
        AND EXISTS (SELECT 1 FROM reviews r WHERE r.company_id = c.id AND r.status = 'published')
    ), ranked AS (
      SELECT company_id, page_id,
        row_number() OVER (PARTITION BY page_id ORDER BY drawn DESC, company_id) AS n,
        dense_rank() OVER (ORDER BY page_id) AS page_rank
      FROM candidates
    ), chosen AS (
      -- One page per company, the first of its pages that is chosen.
      SELECT DISTINCT ON (company_id) company_id, page_id
      FROM ranked WHERE n = 1 AND page_rank % 2 = 1
      ORDER BY company_id, page_id
    )
    INSERT INTO sponsorships (company_id, page_id, status, starts_at, ends_at, confirmed_at, auto_renew)
    SELECT company_id, page_id, 'active', now() - interval '10 days', now() + interval '355 days',
      now() - interval '10 days', false
    FROM chosen`);
}

/** The tables seedInto fills in bulk (the company side; the taxonomy is small). */
const BULK_LOADED_TABLES = [
  schema.companyServices,
  schema.companyFocuses,
  schema.companyIndustries,
  schema.companyClientTypes,
  schema.companyLocations,
  schema.portfolioItems,
  schema.companyFaqs,
  schema.reviews,
  schema.awardResults,
  schema.companySearch,
];

/**
 * Runs a bulk load with the foreign keys of `tables` dropped, then adds them back exactly as they
 * were (pg_get_constraintdef), which validates every row with one join per key. This is how
 * pg_restore loads data: checking a key row by row costs a lookup and a row lock per inserted row,
 * a third of the seeding time. All inside the caller's transaction, so a failure restores the keys.
 */
async function withoutForeignKeys(
  tx: AppDatabase,
  tables: readonly PgTable[],
  work: () => Promise<void>,
): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  const keys = await tx
    .select({
      table: sql<string>`conrelid::regclass::text`,
      name: sql<string>`conname::text`,
      definition: sql<string>`pg_get_constraintdef(oid)`,
    })
    .from(sql`pg_constraint`)
    .where(sql`contype = 'f' AND conrelid = ANY(${`{${names.join(',')}}`}::regclass[])`)
    .orderBy(sql`conrelid::regclass::text`, sql`conname`);
  for (const key of keys) {
    await tx.execute(
      sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.identifier(key.name)}`,
    );
  }
  await work();
  for (const key of keys) {
    await tx.execute(
      sql`ALTER TABLE ${sql.raw(key.table)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
}

/**
 * Runs a bulk load with the table's secondary indexes dropped, then creates them again from their
 * stored definitions: building an index once over the loaded rows is several times cheaper than
 * keeping a dozen of them up to date row by row. Constraint indexes (the primary key the load's
 * ON CONFLICT needs) stay. Inside the caller's transaction, so a failure restores them.
 */
async function withoutSecondaryIndexes(
  tx: AppDatabase,
  table: PgTable,
  work: () => Promise<void>,
): Promise<void> {
  const name = getTableName(table);
  const indexes = await tx
    .select({ name: sql<string>`indexname::text`, definition: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(
      sql`schemaname = current_schema() AND tablename = ${name}
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${name}::regclass)`,
    )
    .orderBy(sql`indexname`);
  for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  await work();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

async function insertTaxonomy(tx: AppDatabase, taxonomy: Taxonomy): Promise<void> {
  const keep = { onConflictDoNothing: true };
  await insertRows(tx, schema.regions, taxonomy.regions, keep);
  await insertRows(tx, schema.countries, taxonomy.countries, keep);
  await insertRows(tx, schema.cities, taxonomy.cities, keep);
  await insertRows(tx, schema.serviceGroups, taxonomy.serviceGroups, keep);
  await insertRows(tx, schema.services, taxonomy.services, keep);
  await insertRows(tx, schema.citySponsorshipPages, taxonomy.citySponsorshipPages, keep);
  await insertRows(tx, schema.focuses, taxonomy.focuses, keep);
  await insertRows(tx, schema.focusServices, taxonomy.focusServices, keep);
  await insertRows(tx, schema.industries, taxonomy.industries, keep);
  await insertRows(tx, schema.clientTypes, taxonomy.clientTypes, keep);
}

async function insertBatch(tx: AppDatabase, batch: CompanyBatch): Promise<void> {
  await insertRows(tx, schema.companies, batch.companies, { chunkSize: 2000 });
  await insertRows(tx, schema.companyLocations, batch.companyLocations);
  await insertRows(tx, schema.companyServices, batch.companyServices);
  await insertRows(tx, schema.companyFocuses, batch.companyFocuses);
  await insertRows(tx, schema.companyIndustries, batch.companyIndustries);
  await insertRows(tx, schema.companyClientTypes, batch.companyClientTypes);
  await insertRows(tx, schema.portfolioItems, batch.portfolioItems);
  await insertRows(tx, schema.companyFaqs, batch.companyFaqs);
  await insertRows(tx, schema.reviews, batch.reviews, { chunkSize: 2000 });
  await insertRows(tx, schema.awardResults, batch.awardResults);
}

/** Ids were given explicitly; move each identity past the largest so later inserts do not collide. */
async function restartIdentities(tx: AppDatabase): Promise<void> {
  const tables = [
    schema.regions,
    schema.countries,
    schema.cities,
    schema.citySponsorshipPages,
    schema.serviceGroups,
    schema.services,
    schema.focuses,
    schema.industries,
    schema.clientTypes,
    schema.companies,
    schema.companyLocations,
    schema.portfolioItems,
    schema.reviews,
    schema.awardResults,
  ];
  for (const table of tables) {
    const name = getTableName(table);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
}

function validateCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`companies must be a non-negative integer, got ${count}`);
  return count;
}
