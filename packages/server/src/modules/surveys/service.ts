import type { SurveyInput } from '@atlas/api/endpoints/surveys';
import { HOURLY_RATES, PROJECT_SIZES, hourlyRateLabel, projectSizeLabel } from '@atlas/api/options';
import type { DirectoryFigure, Survey, SurveySummary } from '@atlas/api/surveys';
import type { DirectoryFigureSpec } from '../../db/schema/surveys';
import type { BucketCount, SurveyQuestionRow, SurveyRepository, SurveyRow } from './repository';
import { tallyResponses } from './tally';

function share(count: number, of: number): string {
  return `${of === 0 ? 0 : Math.round((count / of) * 1000) / 10}%`;
}

/** "in Poland", "in Poland and Romania", or nothing for every country. */
function where(names: readonly string[]): string {
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return ` in ${list}`;
}

function distribution(
  counts: readonly BucketCount[],
  buckets: readonly number[],
  label: (bucket: number) => string,
): Pick<DirectoryFigure, 'company_count' | 'rows'> {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return {
    company_count: total,
    rows: buckets.map((bucket) => {
      const found = counts.find((row) => row.bucket === bucket)?.count ?? 0;
      return { label: label(bucket), value: share(found, total), count: found };
    }),
  };
}

function summaryOf(
  row: Pick<
    SurveyRow,
    'slug' | 'title' | 'summary' | 'sampleSize' | 'fieldedTo' | 'published' | 'updatedAt'
  >,
): SurveySummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    sample_size: row.sampleSize,
    fielded_to: row.fieldedTo,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Survey reports: their figures, the directory's own numbers, edits and response uploads. */
export function createSurveyService(repository: SurveyRepository, now: () => Date) {
  async function figure(spec: DirectoryFigureSpec): Promise<DirectoryFigure> {
    const countries = spec.countries ?? [];
    const names = await repository.countryNames(countries);
    switch (spec.kind) {
      case 'median-hourly-rate-by-country': {
        const rows = await repository.medianHourlyRateByCountry(countries);
        return {
          kind: spec.kind,
          title: 'Median hourly rate by country',
          description:
            'The middle hourly-rate band of the listed companies headquartered in each country, among those that state a rate.',
          company_count: rows.reduce((sum, row) => sum + row.count, 0),
          rows: rows.map((row) => ({
            label: row.country,
            value: hourlyRateLabel(row.median),
            count: row.count,
          })),
        };
      }
      case 'hourly-rate-distribution':
        return {
          kind: spec.kind,
          title: `Hourly rates of listed companies${where(names)}`,
          description: `The share of listed companies${where(names)} in each hourly-rate band, among those that state a rate.`,
          ...distribution(
            await repository.bucketCounts('hourlyRate', countries),
            HOURLY_RATES.map((rate) => rate.id),
            hourlyRateLabel,
          ),
        };
      case 'project-size-distribution':
        return {
          kind: spec.kind,
          title: `Minimum project size of listed companies${where(names)}`,
          description: `The share of listed companies${where(names)} by the smallest project they take on, among those that state one.`,
          ...distribution(
            await repository.bucketCounts('projectSize', countries),
            PROJECT_SIZES,
            projectSizeLabel,
          ),
        };
    }
  }

  async function toSurvey(survey: SurveyRow, questions: SurveyQuestionRow[]): Promise<Survey> {
    return {
      ...summaryOf(survey),
      key_findings: survey.keyFindings,
      methodology: survey.methodology,
      fielded_from: survey.fieldedFrom,
      questions: questions.map((question) => ({
        key: question.key,
        prompt: question.prompt,
        kind: question.kind,
        chart: question.chart,
        answered: question.answered,
        median: question.median,
        results: question.results,
      })),
      directory_figures: await Promise.all(survey.directoryFigures.map(figure)),
    };
  }

  /** A survey by its slug: published only, unless staff ask. */
  async function load(slug: string, includeUnpublished: boolean): Promise<Survey | null> {
    const found = await repository.find(slug);
    if (!found || (!found.survey.published && !includeUnpublished)) return null;
    return toSurvey(found.survey, found.questions);
  }

  return {
    async list(includeUnpublished: boolean): Promise<SurveySummary[]> {
      return (await repository.list(!includeUnpublished)).map(summaryOf);
    },

    load,

    /** The responses file of a published survey, or null. */
    responses: (slug: string) => repository.publishedResponses(slug),

    async update(slug: string, input: SurveyInput): Promise<Survey | null> {
      if (!(await repository.updateText(slug, input, now()))) return null;
      return load(slug, true);
    },

    /**
     * Replaces a survey's responses and recomputes its charts; throws ResponsesRejected (nothing
     * changed) when the file does not fit the questions. Null when there is no such survey.
     */
    async uploadResponses(slug: string, csv: string): Promise<Survey | null> {
      const found = await repository.find(slug);
      if (!found) return null;
      const tally = tallyResponses(csv, found.questions);
      await repository.replaceResponses(found.survey.id, csv, tally, now());
      return load(slug, true);
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
