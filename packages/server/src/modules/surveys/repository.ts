import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SurveyInput } from '@atlas/api/endpoints/surveys';
import type { AppDatabase } from '../../db/client';
import { companySearch, countries, surveyQuestions, surveys } from '../../db/schema';
import type { ResponsesTally } from './tally';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/** A count of listed companies per value of one column (an hourly-rate id, a project size). */
export interface BucketCount {
  bucket: number;
  count: number;
}

/** The survey tables, and the directory figures computed from company_search. */
export function createSurveyRepository(db: AppDatabase) {
  const summaryColumns = {
    slug: surveys.slug,
    title: surveys.title,
    summary: surveys.summary,
    sampleSize: surveys.sampleSize,
    fieldedTo: surveys.fieldedTo,
    published: surveys.published,
    updatedAt: surveys.updatedAt,
  };
  /** Companies headquartered in one of `iso2` (every listed company without a list). */
  const inCountries = (iso2: readonly string[] | undefined): SQL | undefined =>
    iso2 && iso2.length > 0
      ? inArray(
          companySearch.hqCountryId,
          db
            .select({ id: countries.id })
            .from(countries)
            .where(inArray(countries.iso2, [...iso2])),
        )
      : undefined;

  return {
    /** Every survey (or only the published ones), newest fieldwork first. */
    async list(publishedOnly: boolean) {
      return db
        .select(summaryColumns)
        .from(surveys)
        .where(publishedOnly ? eq(surveys.published, true) : undefined)
        .orderBy(desc(surveys.fieldedTo), asc(surveys.title));
    },

    async find(
      slug: string,
    ): Promise<{ survey: SurveyRow; questions: SurveyQuestionRow[] } | null> {
      const [survey] = await db.select().from(surveys).where(eq(surveys.slug, slug));
      if (!survey) return null;
      const questions = await db
        .select()
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, survey.id))
        .orderBy(asc(surveyQuestions.position));
      return { survey, questions };
    },

    /** The responses file of a published survey; null when there is no such survey. */
    async publishedResponses(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ csv: surveys.responsesCsv })
        .from(surveys)
        .where(and(eq(surveys.slug, slug), eq(surveys.published, true)));
      return row?.csv ?? null;
    },

    /** Saves a survey's text; false when there is no such survey. */
    async updateText(slug: string, input: SurveyInput, now: Date): Promise<boolean> {
      const updated = await db
        .update(surveys)
        .set({
          title: input.title,
          summary: input.summary,
          keyFindings: input.key_findings,
          methodology: input.methodology,
          fieldedFrom: input.fielded_from,
          fieldedTo: input.fielded_to,
          published: input.published,
          updatedAt: now,
        })
        .where(eq(surveys.slug, slug))
        .returning({ id: surveys.id });
      return updated.length > 0;
    },

    /** Replaces the responses file and every question's counts, in one transaction. */
    async replaceResponses(surveyId: number, csv: string, tally: ResponsesTally, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(surveys)
          .set({ responsesCsv: csv, sampleSize: tally.sampleSize, updatedAt: now })
          .where(eq(surveys.id, surveyId));
        for (const question of tally.questions) {
          await tx
            .update(surveyQuestions)
            .set({
              results: question.results,
              answered: question.answered,
              median: question.median,
            })
            .where(
              and(eq(surveyQuestions.surveyId, surveyId), eq(surveyQuestions.key, question.key)),
            );
        }
      });
    },

    /** The median hourly-rate bucket of the companies of each country that disclose one. */
    async medianHourlyRateByCountry(iso2: readonly string[]) {
      return db
        .select({
          country: countries.name,
          median:
            sql<number>`percentile_disc(0.5) WITHIN GROUP (ORDER BY ${companySearch.hourlyRate})`.mapWith(
              Number,
            ),
          count: count(),
        })
        .from(companySearch)
        .innerJoin(countries, eq(countries.id, companySearch.hqCountryId))
        .where(and(isNotNull(companySearch.hourlyRate), inArray(countries.iso2, [...iso2])))
        .groupBy(countries.name)
        .orderBy(asc(countries.name));
    },

    /**
     * How many listed companies (of some countries) give each value of a column: each hourly-rate
     * bucket, or each minimum project size. Undisclosed values are left out.
     */
    async bucketCounts(
      column: 'hourlyRate' | 'projectSize',
      iso2?: readonly string[],
    ): Promise<BucketCount[]> {
      const value = companySearch[column];
      const rows = await db
        .select({ bucket: value, count: count() })
        .from(companySearch)
        .where(and(isNotNull(value), inCountries(iso2)))
        .groupBy(value);
      return rows.flatMap((row) =>
        row.bucket === null ? [] : [{ bucket: row.bucket, count: row.count }],
      );
    },

    async countryNames(iso2: readonly string[]): Promise<string[]> {
      if (iso2.length === 0) return [];
      const rows = await db
        .select({ name: countries.name })
        .from(countries)
        .where(inArray(countries.iso2, [...iso2]))
        .orderBy(asc(countries.name));
      return rows.map((row) => row.name);
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
