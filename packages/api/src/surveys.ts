import { z } from 'zod';

/**
 * Survey reports, /survey/{topic} (issue 21): a summary, key findings, one chart per question
 * (computed from the uploaded responses), figures from the directory's own companies, and the
 * method. Shared by the server (storage, CSV) and the app (page, staff editor).
 */

/** How a question is answered, and so how a CSV cell is read. */
export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'scale', 'number'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const SURVEY_CHART_KINDS = ['bar', 'pie', 'line'] as const;
export type SurveyChartKind = (typeof SURVEY_CHART_KINDS)[number];

/** Figures computed from the listed companies (never from the survey's answers). */
export const DIRECTORY_FIGURE_KINDS = [
  'median-hourly-rate-by-country',
  'hourly-rate-distribution',
  'project-size-distribution',
] as const;
export type DirectoryFigureKind = (typeof DIRECTORY_FIGURE_KINDS)[number];

/** In a multiple-choice cell, the chosen options are separated by this character. */
export const SURVEY_MULTIPLE_SEPARATOR = ';';
/** The first column of a responses file: one id per respondent. */
export const SURVEY_RESPONDENT_COLUMN = 'respondent';
/** The largest responses file staff may upload (characters of CSV text). */
export const SURVEY_CSV_MAX_CHARS = 1_000_000;

export const SurveySlugSchema = z
  .string({ error: 'slug: letters, digits and dashes' })
  .min(1, { error: 'slug: letters, digits and dashes' })
  .max(120, { error: 'slug: use at most 120 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug: lower-case letters, digits and dashes' });

/** One answer of a question's chart: how many respondents gave it, and their share. */
export const SurveyAnswerCountSchema = z.object({
  label: z.string(),
  count: z.number().int(),
  /** Percent of the respondents who answered the question, one decimal. */
  share: z.number(),
});
export type SurveyAnswerCount = z.infer<typeof SurveyAnswerCountSchema>;

export const SurveyQuestionResultSchema = z.object({
  /** The question's column in the responses file. */
  key: z.string(),
  prompt: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  chart: z.enum(SURVEY_CHART_KINDS),
  /** Respondents who answered it (a blank cell is no answer). */
  answered: z.number().int(),
  /** The median of a number question's answers; null for other kinds or without answers. */
  median: z.number().nullable(),
  results: z.array(SurveyAnswerCountSchema),
});
export type SurveyQuestionResult = z.infer<typeof SurveyQuestionResultSchema>;

/** One line of a directory figure: a country's median rate, or a bucket's share of companies. */
export const DirectoryFigureRowSchema = z.object({
  label: z.string(),
  /** What the figure says for this line, ready to show ("$30 - $70", "24.5%"). */
  value: z.string(),
  /** The companies behind this line. */
  count: z.number().int(),
});

export const DirectoryFigureSchema = z.object({
  kind: z.enum(DIRECTORY_FIGURE_KINDS),
  title: z.string(),
  description: z.string(),
  /** Every listed company the figure counts. */
  company_count: z.number().int(),
  rows: z.array(DirectoryFigureRowSchema),
});
export type DirectoryFigure = z.infer<typeof DirectoryFigureSchema>;

const isoDate = z.iso.date();

export const SurveySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  key_findings: z.array(z.string()),
  methodology: z.string(),
  sample_size: z.number().int(),
  fielded_from: isoDate,
  fielded_to: isoDate,
  published: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
  questions: z.array(SurveyQuestionResultSchema),
  directory_figures: z.array(DirectoryFigureSchema),
});
export type Survey = z.infer<typeof SurveySchema>;

export const SurveySummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sample_size: z.number().int(),
  fielded_to: isoDate,
  published: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SurveySummary = z.infer<typeof SurveySummarySchema>;

/** The page of a survey. */
export function surveyPath(slug: string): string {
  return `/survey/${slug}`;
}

/** Where a survey's responses download as CSV (below the API base URL). */
export function surveyDataPath(slug: string): string {
  return `/surveys/${slug}/data.csv`;
}

/** The download's file name. */
export function surveyDataFileName(slug: string): string {
  return `${slug}-responses.csv`;
}
