// pnpm vitals [--hours N] [--json]
//
// Prints the 75th percentile of LCP, INP and CLS per page type (route name) over the last day of
// field reports (issue 14), straight from the configured database: DATABASE_URL's, otherwise the
// embedded PostgreSQL under DATA_DIR (default ./data). It only reads.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rateWebVital, type WebVitalName } from '@atlas/api/endpoints/web-vitals';
import { openDatabase, type Database } from './db/client';
import { webVitalsP75, type WebVitalsP75Row } from './modules/web-vitals/repository';
import { printableIo, runWhenMain, type CliIo } from './lib/cli';

const USAGE = [
  'Usage: pnpm vitals [--hours N] [--json]',
  '  p75 of LCP, INP and CLS per page type over the last N hours (default 24)',
  'Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PostgreSQL, default ./data)',
].join('\n');

export interface VitalsCliOptions {
  /** An open database to use (tests); otherwise the configured one is opened and closed. */
  database?: Database;
  io?: CliIo;
  env?: Record<string, string | undefined>;
  /** What "now" is (tests); the system clock otherwise. */
  now?: Date;
}

function cell(name: WebVitalName, value: number | null): string {
  if (value === null) return '–';
  const shown = name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `${shown} ${rateWebVital(name, value) === 'good' ? '✓' : '✗'}`;
}

/** The rows as one aligned table, a header line first. */
export function formatVitalsTable(rows: readonly WebVitalsP75Row[]): string[] {
  const table = [
    ['page type', 'views', 'LCP p75', 'INP p75', 'CLS p75'],
    ...rows.map((row) => [
      row.pageType,
      String(row.views),
      cell('LCP', row.lcp),
      cell('INP', row.inp),
      cell('CLS', row.cls),
    ]),
  ];
  const widths = (table[0] ?? []).map((_, column) =>
    Math.max(...table.map((line) => (line[column] ?? '').length)),
  );
  return table.map((line) =>
    line
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** Runs the command; answers the process exit code. */
export async function runVitalsCli(
  argv: string[],
  options: VitalsCliOptions = {},
): Promise<number> {
  const io = printableIo(options.io);
  const env = options.env ?? process.env;
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        hours: { type: 'string', default: '24' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const hours = Number(values.hours);
  if (!Number.isSafeInteger(hours) || hours < 1 || hours > 24 * 366) {
    io.err('--hours needs a whole number of hours, e.g. pnpm vitals --hours 24');
    return 2;
  }
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: path.resolve(process.cwd(), env.DATA_DIR || './data'),
    }));
  try {
    const rows = await webVitalsP75(database.db, options.now ?? new Date(), hours);
    if (values.json) io.out(JSON.stringify(rows, null, 2));
    else if (rows.length === 0) io.out(`No web vitals were reported in the last ${hours} hours.`);
    else for (const line of formatVitalsTable(rows)) io.out(line);
    return 0;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    if (!options.database) await database.close();
  }
}

runWhenMain(import.meta.url, runVitalsCli);
