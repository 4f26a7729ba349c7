import {
  SURVEY_MULTIPLE_SEPARATOR,
  SURVEY_RESPONDENT_COLUMN,
  type SurveyAnswerCount,
  type SurveyQuestionKind,
} from '@atlas/api/surveys';
import { CsvSyntaxError, parseCsv } from './csv';

/** What a question accepts: the part of a survey_questions row that reading a file needs. */
export interface QuestionDefinition {
  key: string;
  kind: SurveyQuestionKind;
  options: readonly string[];
  bucketEdges: readonly number[];
}

export interface QuestionTally {
  key: string;
  answered: number;
  median: number | null;
  results: SurveyAnswerCount[];
}

export interface ResponsesTally {
  sampleSize: number;
  questions: QuestionTally[];
}

/** A responses file that cannot be counted: where (row from 1 = the header, column) and why. */
export class ResponsesRejected extends Error {
  constructor(
    readonly row: number,
    readonly column: string | null,
    readonly reason: string,
  ) {
    super(`row ${row}${column === null ? '' : `, column "${column}"`}: ${reason}`);
  }
}

/** More respondents than any survey of ours has; a file beyond it is a mistake. */
export const MAX_RESPONDENTS = 20_000;
const RESPONDENT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const NUMBER = /^\d{1,9}(?:\.\d{1,4})?$/;

const quoteShort = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;

function percent(count: number, of: number): number {
  return of === 0 ? 0 : Math.round((count / of) * 1000) / 10;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

const format = new Intl.NumberFormat('en-US');

/** The chart labels of a number question: "0–9", "10–49", "50+" for edges [0, 10, 50]. */
export function bucketLabels(edges: readonly number[]): string[] {
  return edges.map((edge, index) => {
    const next = edges[index + 1];
    if (next === undefined) return `${format.format(edge)}+`;
    return next - 1 <= edge
      ? format.format(edge)
      : `${format.format(edge)}–${format.format(next - 1)}`;
  });
}

/** The labels a question's chart shows, in order. */
export function answerLabels(question: QuestionDefinition): string[] {
  return question.kind === 'number' ? bucketLabels(question.bucketEdges) : [...question.options];
}

/** Reads one cell as the answer indexes it stands for (none: no answer). */
function answersOf(question: QuestionDefinition, cell: string, row: number): number[] {
  const value = cell.trim();
  if (value === '') return [];
  const reject = (reason: string): never => {
    throw new ResponsesRejected(row, question.key, reason);
  };
  const optionIndex = (text: string) => {
    const found = question.options.indexOf(text);
    if (found < 0)
      reject(
        `${quoteShort(text)} is not an answer of this question (one of: ${question.options.join(' | ')})`,
      );
    return found;
  };
  switch (question.kind) {
    case 'single':
      return [optionIndex(value)];
    case 'multiple': {
      const chosen = value.split(SURVEY_MULTIPLE_SEPARATOR).map((part) => part.trim());
      const indexes = chosen.filter((part) => part !== '').map(optionIndex);
      if (new Set(indexes).size !== indexes.length) reject('an answer is given twice');
      return indexes;
    }
    case 'scale': {
      const points = question.options.length;
      const point = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
      if (!(point >= 1 && point <= points))
        reject(`${quoteShort(value)} is not a point of the scale (a whole number 1 to ${points})`);
      return [point - 1];
    }
    case 'number': {
      if (!NUMBER.test(value)) reject(`${quoteShort(value)} is not a number (0 or more)`);
      return [Number(value)];
    }
  }
}

function bucketOf(edges: readonly number[], value: number): number {
  let bucket = 0;
  edges.forEach((edge, index) => {
    if (value >= edge) bucket = index;
  });
  return bucket;
}

/**
 * Validates a responses file against a survey's questions and counts every answer. The header is
 * `respondent` then one column per question (any order); each row is one respondent with a unique
 * id. An unknown or missing column, a repeated respondent, or a value its question does not
 * accept rejects the whole file, naming the row and the column.
 */
export function tallyResponses(
  csv: string,
  questions: readonly QuestionDefinition[],
): ResponsesTally {
  let rows: string[][];
  try {
    rows = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw new ResponsesRejected(error.row, null, error.message);
    throw error;
  }
  const [header, ...records] = rows;
  if (!header) throw new ResponsesRejected(1, null, 'the file is empty');
  const columns = header.map((name) => name.trim());
  if (columns[0] !== SURVEY_RESPONDENT_COLUMN)
    throw new ResponsesRejected(
      1,
      columns[0] ?? '',
      `the first column must be "${SURVEY_RESPONDENT_COLUMN}"`,
    );
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const seenColumns = new Set<string>();
  for (const name of columns.slice(1)) {
    if (!byKey.has(name))
      throw new ResponsesRejected(
        1,
        name,
        `unknown column (the questions are: ${questions.map((q) => q.key).join(', ')})`,
      );
    if (seenColumns.has(name)) throw new ResponsesRejected(1, name, 'the column appears twice');
    seenColumns.add(name);
  }
  const missing = questions.find((question) => !seenColumns.has(question.key));
  if (missing) throw new ResponsesRejected(1, missing.key, 'the column is missing');

  const counts = new Map(questions.map((q) => [q.key, answerLabels(q).map(() => 0)]));
  const answered = new Map(questions.map((q) => [q.key, 0]));
  const numbers = new Map(questions.map((q) => [q.key, [] as number[]]));
  const respondents = new Set<string>();
  records.forEach((record, index) => {
    const row = index + 2;
    // A blank line (often the last one) is no respondent.
    if (record.length === 1 && record[0]?.trim() === '') return;
    if (record.length !== columns.length)
      throw new ResponsesRejected(
        row,
        null,
        `expected ${columns.length} fields like the header, found ${record.length}`,
      );
    const id = (record[0] ?? '').trim();
    if (!RESPONDENT_ID.test(id))
      throw new ResponsesRejected(
        row,
        SURVEY_RESPONDENT_COLUMN,
        'an id of letters, digits, dots, dashes or underscores is required',
      );
    if (respondents.has(id))
      throw new ResponsesRejected(
        row,
        SURVEY_RESPONDENT_COLUMN,
        `the respondent ${id} appears twice`,
      );
    respondents.add(id);
    if (respondents.size > MAX_RESPONDENTS)
      throw new ResponsesRejected(row, null, `a file holds at most ${MAX_RESPONDENTS} respondents`);
    columns.slice(1).forEach((name, offset) => {
      const question = byKey.get(name);
      const tally = counts.get(name);
      if (!question || !tally) return;
      const answers = answersOf(question, record[offset + 1] ?? '', row);
      if (answers.length === 0) return;
      answered.set(name, (answered.get(name) ?? 0) + 1);
      if (question.kind === 'number') {
        const value = answers[0] ?? 0;
        numbers.get(name)?.push(value);
        const bucket = bucketOf(question.bucketEdges, value);
        tally[bucket] = (tally[bucket] ?? 0) + 1;
      } else {
        for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1;
      }
    });
  });
  if (respondents.size === 0) throw new ResponsesRejected(2, null, 'the file has no responses');
  return {
    sampleSize: respondents.size,
    questions: questions.map((question) => {
      const of = answered.get(question.key) ?? 0;
      const tally = counts.get(question.key) ?? [];
      return {
        key: question.key,
        answered: of,
        median: question.kind === 'number' ? median(numbers.get(question.key) ?? []) : null,
        results: answerLabels(question).map((label, index) => ({
          label,
          count: tally[index] ?? 0,
          share: percent(tally[index] ?? 0, of),
        })),
      };
    }),
  };
}
