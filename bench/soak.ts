// Soak: the production server under steady load for a long while, watching errors and memory.
//   pnpm bench:soak [--minutes 10] [--warmup-seconds 60] [--peak-seconds 15] [--share 0.8]
//                   [--companies 3000]
// 1. Starts `packages/server/dist/main.js` (run `pnpm build` first) as its own process with the
//    default set-up (its embedded PostgreSQL) in a throwaway DATA_DIR, seeded with --companies demo
//    companies. The resident memory measured is the Node process's (the database is apart).
// 2. Measures the peak of the listing API and of a mixed page load (each alone, 10 connections).
// 3. Runs both at --share of their peaks at once for --minutes, with many distinct URLs (new query
//    strings miss every cache), sampling the server's resident memory every 5 s.
// Reports errors (non-2xx and socket errors), RSS after the warm-up and at the end, and the load
// average. The run passes when there are no errors and the last minute's median RSS is within 10%
// of the median of the minute after the warm-up.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  startChildServer,
  stopChildServer,
  waitUntilReady,
} from '../packages/server/test/helpers/child-server';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'warmup-seconds': { type: 'string', default: '60' },
    'peak-seconds': { type: 'string', default: '15' },
    share: { type: 'string', default: '0.8' },
    companies: { type: 'string', default: '3000' },
  },
});
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

const SORTS = ['score', 'name', 'rating', 'awards'];
const SERVICES = ['software-development', 'web-development', 'digital-marketing', 'ai-development'];

/** Listing API requests over many distinct query strings. */
function apiRequests(): autocannon.Request[] {
  const requests: autocannon.Request[] = [];
  for (let page = 1; page <= 40; page += 1) {
    for (const sort of SORTS)
      requests.push({ method: 'GET', path: `/api/companies?page=${page}&sort=${sort}` });
    requests.push({
      method: 'GET',
      path: `/api/companies?page=${page}&teamsizes[]=10&teamsizes[]=50`,
    });
  }
  return requests;
}

/** Pages: home, listings by service and page, profiles, the login page; distinct query strings. */
function pageRequests(slugs: string[]): autocannon.Request[] {
  const requests: autocannon.Request[] = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/login' },
  ];
  for (let page = 1; page <= 10; page += 1) {
    for (const service of SERVICES)
      requests.push({ method: 'GET', path: `/companies/${service}?page=${page}` });
  }
  for (const slug of slugs) requests.push({ method: 'GET', path: `/company/${slug}` });
  return requests;
}

async function run(
  url: string,
  requests: autocannon.Request[],
  seconds: number,
  overallRate?: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    requests,
    connections: 10,
    duration: seconds,
    workers: 1,
    ...(overallRate ? { overallRate: Math.max(1, Math.floor(overallRate)) } : {}),
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-soak-'));
  const server = await startChildServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_COMPANIES: values.companies, LOG_LEVEL: 'warn' },
    { entry: 'build' },
  );
  const url = server.baseUrl;
  try {
    await waitUntilReady(server, 300_000);
    const pid = server.process.pid ?? 0;
    const listing = (await (await fetch(`${url}/api/companies?page=1`)).json()) as {
      data: { slug: string }[];
    };
    const slugs = listing.data.map((company) => company.slug).slice(0, 20);
    // Only URLs that answer 200 (a service with fewer pages has no page 10): any error in the
    // soak is then the server's.
    const answering = async (requests: autocannon.Request[]) => {
      const ok = await Promise.all(
        requests.map(async (request) => (await fetch(`${url}${request.path}`)).status === 200),
      );
      return requests.filter((_request, index) => ok[index]);
    };
    const api = await answering(apiRequests());
    const pages = await answering(pageRequests(slugs));

    const peakSeconds = Number(values['peak-seconds']);
    const apiPeak = (await run(url, api, peakSeconds)).requests.average;
    const pagePeak = (await run(url, pages, peakSeconds)).requests.average;
    const share = Number(values.share);
    console.log(
      `peak: listing API ${apiPeak.toFixed(0)} req/s, pages ${pagePeak.toFixed(0)} req/s; soak at ${Math.round(share * 100)}% of each, together (${load()})`,
    );

    const minutes = Number(values.minutes);
    const warmupMs = Number(values['warmup-seconds']) * 1000;
    const samples: { at: number; rss: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ at: Date.now() - started, rss: rssMiB(pid) }),
      5000,
    );
    const [apiSoak, pageSoak] = await Promise.all([
      run(url, api, minutes * 60, apiPeak * share),
      run(url, pages, minutes * 60, pagePeak * share),
    ]);
    clearInterval(sampler);
    samples.push({ at: Date.now() - started, rss: rssMiB(pid) });

    // A single sample moves with garbage collection, so the figures compare medians: the minute
    // after the warm-up against the last minute.
    const median = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    const endMs = samples.at(-1)?.at ?? 0;
    const afterWarmup = median(
      samples
        .filter((sample) => sample.at >= warmupMs && sample.at < warmupMs + 60_000)
        .map((sample) => sample.rss),
    );
    const final = median(
      samples.filter((sample) => sample.at >= endMs - 60_000).map((sample) => sample.rss),
    );
    const highest = Math.max(...samples.map((sample) => sample.rss));
    const errors = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;
    const growth = (final / afterWarmup - 1) * 100;
    for (let minute = 1; minute * 60_000 <= endMs + 5000; minute += 1) {
      const inMinute = samples.filter(
        (sample) => sample.at >= (minute - 1) * 60_000 && sample.at < minute * 60_000,
      );
      if (inMinute.length === 0) continue;
      const rss = inMinute.map((sample) => sample.rss);
      console.log(
        `minute ${minute}: RSS median ${median(rss).toFixed(0)} MiB (${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)})`,
      );
    }
    for (const [name, result] of [
      ['listing API', apiSoak],
      ['pages', pageSoak],
    ] as const) {
      console.log(
        `${name.padEnd(12)} ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ${result.requests.total} requests, ${errors(result)} errors`,
      );
    }
    console.log(
      `RSS (median of a minute): ${afterWarmup.toFixed(0)} MiB after warm-up, ${final.toFixed(0)} MiB in the last minute (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), highest sample ${highest.toFixed(0)} MiB (${load()})`,
    );
    const passed = errors(apiSoak) + errors(pageSoak) === 0 && Math.abs(growth) <= 10;
    console.log(passed ? 'soak passed' : 'soak FAILED');
    process.exitCode = passed ? 0 : 1;
  } finally {
    await stopChildServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
