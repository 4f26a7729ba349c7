// Lighthouse on the production build, the way a phone sees it (issue 14).
//   pnpm bench:web [--companies 3000] [--runs 1]
// Starts `packages/server/dist/main.js` (run `pnpm build` first) with its embedded PostgreSQL in a
// throwaway DATA_DIR seeded with --companies demo companies, then runs Lighthouse (mobile, its
// default simulated throttling, Debian's Chromium) on each public page type, once as is and once
// with every script blocked (what the server-rendered HTML alone gives). Prints one table with
// the median of --runs runs per page and the load average; run it on a quiet machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  firstCompanySlug,
  startChildServer,
  stopChildServer,
  waitUntilReady,
} from '../packages/server/test/helpers/child-server';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '1' },
    // Only the pages whose name contains this text (`--only profile`).
    only: { type: 'string' },
    // Also print what the main thread did: the machine's benchmark index, the work by kind and
    // script, and the longest tasks (to see where blocking time comes from).
    explain: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Scores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  scriptKiB: number;
  /** Audits that cost points outside performance: `category: audit-id`. */
  failing: string[];
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** What an audit's table names first (an issue type, a URL), to say what to fix. */
function detailOf(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const first = items[0];
  if (!first) return '';
  const text = Object.values(first).find((value) => typeof value === 'string');
  return typeof text === 'string' ? ` (${text.slice(0, 120)})` : '';
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Prints where a run's main-thread time went (`--explain`). */
function explain(url: string, lhr: Lhr): void {
  const rowsOf = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
      []) as Record<string, unknown>[];
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  console.error(`\n${url}: benchmark index ${lhr.environment.benchmarkIndex}`);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'interactive',
  ])
    console.error(`  ${id}: ${lhr.audits[id]?.displayValue ?? ''}`);
  console.error(
    `  main thread: ${rowsOf('mainthread-work-breakdown')
      .map((row) => `${String(row.groupLabel)} ${ms(row.duration)}`)
      .join(', ')}`,
  );
  for (const row of rowsOf('bootup-time').slice(0, 6))
    console.error(
      `  script ${String(row.url)}: ${ms(row.total)} (evaluating ${ms(row.scripting)})`,
    );
  for (const row of rowsOf('long-tasks').slice(0, 8))
    console.error(`  long task at ${ms(row.startTime)}: ${ms(row.duration)} ${String(row.url)}`);
  for (const row of rowsOf('network-requests'))
    console.error(
      `  request ${String(row.resourceType)} ${Math.round(Number(row.transferSize) / 1024)} kB at ${ms(row.networkRequestTime)} (${String(row.priority)}): ${String(
        row.url,
      )
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 80)}`,
    );
  const lcp = rowsOf('largest-contentful-paint-element')[0]?.items as
    { node?: { snippet?: string } }[] | undefined;
  if (lcp?.[0]?.node?.snippet) console.error(`  LCP element: ${lcp[0].node.snippet.slice(0, 160)}`);
}

async function audit(url: string, port: number, blockScripts: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        onlyCategories: [...CATEGORIES],
        blockedUrlPatterns: blockScripts ? ['*.js'] : [],
      },
    },
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType: string; transferSize: number }[] | undefined;
  const script = items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  if (values.explain && !blockScripts) explain(url, lhr);
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}${detailOf(lhr.audits[ref.id]?.details)}`),
  );
  return {
    failing,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    scriptKiB: script / 1024,
  };
}

async function medianAudit(url: string, port: number, blockScripts: boolean): Promise<Scores> {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Lighthouse now and then fails to trace a page on a busy machine: one more try, said aloud.
    try {
      all.push(await audit(url, port, blockScripts));
    } catch (error) {
      console.error(`${url}: ${error instanceof Error ? error.message : String(error)}; again`);
      all.push(await audit(url, port, blockScripts));
    }
  }
  const pick = (key: Exclude<keyof Scores, 'failing'>) => median(all.map((scores) => scores[key]));
  return {
    failing: [...new Set(all.flatMap((scores) => scores.failing))],
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    scriptKiB: pick('scriptKiB'),
  };
}

/** The newest English post of the demo blog. */
async function newestPostSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog/posts?limit=1`);
  const body = (await response.json()) as { data?: { slug?: unknown }[] };
  const slug = body.data?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error('the demo blog has no post');
  return slug;
}

const dataDir = mkdtempSync(join(tmpdir(), 'atlas-bench-web-'));
const server = await startChildServer(
  { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_COMPANIES: values.companies, LOG_LEVEL: 'warn' },
  { entry: 'build' },
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  await waitUntilReady(server, 300_000);
  const slug = await firstCompanySlug(server.baseUrl);
  const post = await newestPostSlug(server.baseUrl);
  const pages: [string, string][] = [
    ['home', '/'],
    ['service listing', '/companies/software-development'],
    ['service × city', '/companies/software-development/spain'],
    ['company profile', `/company/${slug}`],
    // The awards (issue 20): an edition with its categories and winners, in the dark layout.
    ['awards edition', '/awards-2024'],
    // A survey report (issue 21): charts drawn in the browser beside server-rendered tables.
    ['survey report', '/survey/it-outsourcing-poland-2024'],
    // A blog post (issue 21), a top-10 page and the valet's first step: the page types issue 14
    // named as they landed.
    ['blog post', `/blog/${post}`],
    ['top 10', '/top-companies/web-development/london'],
    ['valet start', '/project-submission'],
    ['login', '/login'],
  ];
  const rows: string[] = [];
  const failing = new Set<string>();
  for (const [name, path] of pages) {
    if (values.only && !name.includes(values.only)) continue;
    const url = `${server.baseUrl}${path}`;
    // A first request warms the server's caches, as real traffic would have.
    await fetch(url);
    const full = await medianAudit(url, chrome.port, false);
    const bare = await medianAudit(url, chrome.port, true);
    rows.push(
      `| ${name} | ${full.performance} / ${bare.performance} | ${full.accessibility} | ${full['best-practices']} | ${full.seo} | ${(full.lcpMs / 1000).toFixed(1)} s | ${Math.round(full.tbtMs)} ms | ${Math.round(full.scriptKiB)} kB |`,
    );
    for (const audit of full.failing) failing.add(`${audit} (${name})`);
    console.error(`${name}: done (${loadavg()[0]?.toFixed(1)})`);
  }
  console.log(
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile, load ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    '| page | performance (full / scripts blocked) | accessibility | best practices | SEO | LCP | TBT | script transferred |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  if (failing.size > 0) console.log(`\nAudits costing points: ${[...failing].join('; ')}`);
} finally {
  await chrome.kill();
  await stopChildServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
