import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  SURVEY_CHART_KINDS,
  SURVEY_QUESTION_KINDS,
  type DirectoryFigureKind,
  type SurveyAnswerCount,
  type SurveyChartKind,
  type SurveyQuestionKind,
} from '@atlas/api/surveys';
import { inList } from './constraints';

/** A figure a survey shows from the listed companies; `countries` are ISO codes (none: all). */
export interface DirectoryFigureSpec {
  kind: DirectoryFigureKind;
  countries?: string[];
}

/**
 * A survey report (issue 21). Its text is edited by staff; `responses_csv` keeps the responses
 * file exactly as uploaded, so the charts (survey_questions.results) can be recounted from it.
 */
export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  keyFindings: jsonb('key_findings')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  methodology: text('methodology').notNull(),
  /** Respondents in the uploaded responses; recomputed with every upload. */
  sampleSize: integer('sample_size').notNull().default(0),
  fieldedFrom: date('fielded_from', { mode: 'string' }).notNull(),
  fieldedTo: date('fielded_to', { mode: 'string' }).notNull(),
  published: boolean('published').notNull().default(false),
  directoryFigures: jsonb('directory_figures')
    .$type<DirectoryFigureSpec[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  responsesCsv: text('responses_csv').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A question of a survey: the column `key` of the responses file. Choice questions list their
 * options; a scale's answers are 1 … options.length (the options name the points); a number
 * question is charted in buckets starting at each of `bucket_edges`.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: SURVEY_QUESTION_KINDS }).$type<SurveyQuestionKind>().notNull(),
    chart: text('chart', { enum: SURVEY_CHART_KINDS }).$type<SurveyChartKind>().notNull(),
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bucketEdges: jsonb('bucket_edges')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The answer counts, computed from the survey's responses_csv. */
    results: jsonb('results')
      .$type<SurveyAnswerCount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    answered: integer('answered').notNull().default(0),
    median: real('median'),
  },
  (t) => [
    unique('survey_questions_survey_key').on(t.surveyId, t.key),
    index('survey_questions_survey_position_idx').on(t.surveyId, t.position),
    check('survey_questions_kind_check', inList(t.kind, SURVEY_QUESTION_KINDS)),
    check('survey_questions_chart_check', inList(t.chart, SURVEY_CHART_KINDS)),
  ],
);
