import { sql, type SQL } from 'drizzle-orm';
import type {
  CompanySuggestion,
  PlaceSuggestion,
  ServiceSuggestion,
} from '@atlas/api/endpoints/search';
import type { Database } from '../../db/client';
import {
  cities,
  companyLocations,
  companySearch,
  companyServices,
  countries,
  services,
} from '../../db/schema';

/**
 * What the visitor typed, prepared once: the text itself (normalised in SQL by
 * atlas_search_normalize, migration 0008), a LIKE pattern for "any part of the name", and a
 * prefix full-text query of its words (`web:* & stud:*`), or null when it has no word.
 */
export interface SearchText {
  text: string;
  likePattern: string;
  words: string | null;
}

/** The shortest text that trigram matching (substring, similarity) is tried for. */
const MIN_TRIGRAM_TEXT = 3;

/** How similar a name must be to a misspelt text (pg_trgm's default is 0.3). */
const SIMILARITY_THRESHOLD = 0.45;

/** The normalised form of an expression: lower case, accents removed (an IMMUTABLE wrapper). */
const normalized = (value: SQL | string) => sql`atlas_search_normalize(${value})`;

/**
 * How well `column` answers the text: a substring, a word starting with what was typed, or a word
 * close to it (pg_trgm word similarity: `<%` is true at 0.6, so one typo in a word still matches),
 * or a name close to it as a whole.
 */
function matches(column: SQL, text: SearchText): SQL {
  // Trigrams need three characters: a shorter text matches the start of a word only.
  const conditions =
    text.text.length < MIN_TRIGRAM_TEXT
      ? []
      : [
          sql`${column} LIKE ${normalized(text.likePattern)}`,
          sql`${normalized(text.text)} <% ${column}`,
          // Similarity of the whole name (true at 0.3): catches a swapped pair of letters, which
          // costs a word more trigrams than word similarity forgives.
          sql`${normalized(text.text)} % ${column}`,
        ];
  if (text.words !== null)
    conditions.push(
      sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${normalized(text.words)})`,
    );
  if (conditions.length === 0) return sql`false`;
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** Best first: the name starts with the text, then the closest words, then the shortest name. */
function rank(column: SQL, text: SearchText): SQL {
  return sql`(${column} LIKE ${normalized(text.text)} || '%') DESC, greatest(word_similarity(${normalized(text.text)}, ${column}), similarity(${normalized(text.text)}, ${column})) DESC`;
}

export function createSearchRepository(database: Database) {
  const { db } = database;
  return {
    async services(text: SearchText, limit: number): Promise<ServiceSuggestion[]> {
      const name = normalized(sql`${services.name}`);
      return db
        .select({ id: services.id, name: services.name, slug: services.slug })
        .from(services)
        .where(matches(name, text))
        .orderBy(rank(name, text), sql`length(${services.name})`, services.name)
        .limit(limit);
    },

    async places(text: SearchText, limit: number): Promise<PlaceSuggestion[]> {
      const countryName = normalized(sql`${countries.name}`);
      const cityName = normalized(sql`${cities.name}`);
      const [countryRows, cityRows] = await Promise.all([
        db
          .select({ id: countries.id, name: countries.name, slug: countries.slug })
          .from(countries)
          .where(matches(countryName, text))
          .orderBy(rank(countryName, text), countries.name)
          .limit(limit),
        db
          .select({
            id: cities.id,
            name: cities.name,
            slug: cities.slug,
            countryName: countries.name,
            countrySlug: countries.slug,
          })
          .from(cities)
          .innerJoin(countries, sql`${countries.id} = ${cities.countryId}`)
          .where(matches(cityName, text))
          .orderBy(rank(cityName, text), cities.name)
          .limit(limit),
      ]);
      const found: PlaceSuggestion[] = [
        ...countryRows.map((row) => ({ kind: 'country' as const, ...row, country: null })),
        ...cityRows.map((row) => ({
          kind: 'city' as const,
          id: row.id,
          name: row.name,
          slug: row.slug,
          country: { name: row.countryName, slug: row.countrySlug },
        })),
      ];
      // Countries first when both groups are as good: a country is the broader listing.
      return found.slice(0, limit);
    },

    /**
     * Companies in two steps, so the common case stays cheap at 100k companies: first the names
     * that contain the text or whose words start with the typed words (no similarity to compute,
     * best score first); only when there are none, the names close to the text (a typo), most
     * similar first.
     */
    async companies(text: SearchText, limit: number): Promise<CompanySuggestion[]> {
      // The stored atlas_search_normalize(name) (migration 0008), which the indexes cover.
      const name = sql`${companySearch}.name_search`;
      const columns = {
        id: companySearch.companyId,
        name: companySearch.name,
        slug: companySearch.slug,
      };
      const exact: SQL[] = [];
      if (text.text.length >= MIN_TRIGRAM_TEXT)
        exact.push(sql`${name} LIKE ${normalized(text.likePattern)}`);
      if (text.words !== null)
        exact.push(
          sql`to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${normalized(text.words)})`,
        );
      const found =
        exact.length === 0
          ? []
          : await db
              .select(columns)
              .from(companySearch)
              .where(sql`(${sql.join(exact, sql` OR `)})`)
              .orderBy(
                sql`(${name} LIKE ${normalized(text.text)} || '%') DESC`,
                sql`${companySearch.score} DESC`,
                companySearch.companyId,
              )
              .limit(limit);
      if (found.length > 0 || text.text.length < MIN_TRIGRAM_TEXT) return found;
      // One trigram index scan: the similarity of the whole name, which also forgives a swapped
      // pair of letters. At pg_trgm's default 0.3 a name sharing one common word ("Studio") is a
      // candidate; SIMILARITY_THRESHOLD, set for this transaction only, keeps the rechecks few.
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
        );
        return tx
          .select(columns)
          .from(companySearch)
          .where(sql`${normalized(text.text)} % ${name}`)
          .orderBy(rank(name, text), sql`${companySearch.score} DESC`, companySearch.companyId)
          .limit(limit);
      });
    },

    /** The services most companies offer. */
    async popularServices(limit: number): Promise<ServiceSuggestion[]> {
      const counted = db
        .select({
          serviceId: companyServices.serviceId,
          companies: sql<number>`count(*)::int`.as('companies'),
        })
        .from(companyServices)
        .groupBy(companyServices.serviceId)
        .as('counted');
      return db
        .select({ id: services.id, name: services.name, slug: services.slug })
        .from(counted)
        .innerJoin(services, sql`${services.id} = ${counted.serviceId}`)
        .orderBy(sql`${counted.companies} DESC`, services.name)
        .limit(limit);
    },

    /** The cities with the most company offices. */
    async popularCities(limit: number): Promise<PlaceSuggestion[]> {
      const counted = db
        .select({
          cityId: companyLocations.cityId,
          companies: sql<number>`count(DISTINCT ${companyLocations.companyId})::int`.as(
            'companies',
          ),
        })
        .from(companyLocations)
        .groupBy(companyLocations.cityId)
        .as('counted');
      const rows = await db
        .select({
          id: cities.id,
          name: cities.name,
          slug: cities.slug,
          countryName: countries.name,
          countrySlug: countries.slug,
        })
        .from(counted)
        .innerJoin(cities, sql`${cities.id} = ${counted.cityId}`)
        .innerJoin(countries, sql`${countries.id} = ${cities.countryId}`)
        .orderBy(sql`${counted.companies} DESC`, cities.name)
        .limit(limit);
      return rows.map((row) => ({
        kind: 'city',
        id: row.id,
        name: row.name,
        slug: row.slug,
        country: { name: row.countryName, slug: row.countrySlug },
      }));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
