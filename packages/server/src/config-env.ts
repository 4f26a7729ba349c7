/**
 * The environment the server reads, as a zod schema (ARCHITECTURE.md "Runtime"): each variable,
 * its default and its rule. config.ts turns what it parses into the `Config` the server uses.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({
        code: 'custom',
        message: 'must be an ISO date, e.g. 2025-11-30T23:59:59Z',
      });
      return z.NEVER;
    }
    return date;
  });

/** A size in megabytes (decimals allowed, so tests can set a few kilobytes). */
const megabytes = (fallback: number) =>
  z.coerce.number<string>().positive().max(1_000_000).default(fallback);

/** TRUST_PROXY: none, a number of proxy hops, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** The settings of an S3-compatible file store: all of them, or none (files stay on disk). */
export const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Every environment variable the server reads (ARCHITECTURE.md "Runtime"). */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number<string>().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  /** Database limits (docs/operations.md): opening a connection, waiting for a free one, one statement. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number<string>().int().min(100).max(600_000).default(5_000),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number<string>().int().min(100).max(600_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(3_600_000)
    .default(30_000),
  /** How long start-up keeps trying an unreachable DATABASE_URL before it gives up. */
  DATABASE_CONNECT_RETRY_MS: z.coerce.number<string>().int().min(0).max(3_600_000).default(30_000),
  PUBLIC_URL: z.url().optional(),
  /**
   * Whose X-Forwarded-For counts as the client address: off by default (the socket's address), a
   * hop count (`1`: one proxy in front), or a comma-separated list of proxy addresses and CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context): TrustProxy => {
      if (value === undefined || value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.find((entry) => !isAddressOrCidr(entry));
      if (bad !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${bad}" is not an address or CIDR; use a hop count (e.g. 1) or a list of proxy addresses (e.g. 10.0.0.1,10.1.0.0/16)`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  API_BASE_URL: z.string().min(1).default('/api'),
  API_V2_BASE_URL: z.string().min(1).default('/api/v2'),
  BRAND_NAME: z.string().min(1).default('Agency Atlas'),
  MAINTENANCE: flag,
  ALLOWED_FOR_PROMO: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  AWARDS_2023_VOTING_END: optionalDate,
  AWARDS_2024_VOTING_END: optionalDate,
  AWARDS_2025_VOTING_END: optionalDate,
  AWARDS_2025_VOTING_PHASE: flag,
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  DEMO_COMPANIES: z.coerce.number<string>().int().min(0).max(1_000_000).optional(),
  PAGE_CACHE_TTL_MS: z.coerce.number<string>().int().min(0).max(600_000).default(10_000),
  /** Server renders running at once, waiting in line, and how long one may wait (ms). */
  RENDER_CONCURRENCY: z.coerce.number<string>().int().min(1).max(64).default(4),
  RENDER_QUEUE: z.coerce.number<string>().int().min(0).max(10_000).default(100),
  RENDER_QUEUE_WAIT_MS: z.coerce.number<string>().int().min(100).max(120_000).default(10_000),
  LISTING_CACHE_TTL_MS: z.coerce.number<string>().int().min(0).max(60_000).default(2_000),
  /** How often the mail queue looks for due mail; 0 turns the periodic drain off (tests). */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number<string>().int().min(0).max(3_600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  GOOGLE_ISSUER: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_ISSUER: optionalUrl,
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIREBASE_API_KEY: z.string().optional(),
  REDIS_URL: optionalUrl,
  /** Realtime (issue 17): heartbeat comments on every event stream, and presence's grace period. */
  REALTIME_HEARTBEAT_MS: z.coerce.number<string>().int().min(50).max(300_000).default(15_000),
  REALTIME_PRESENCE_GRACE_MS: z.coerce.number<string>().int().min(0).max(600_000).default(10_000),
  /**
   * How events reach the streams of other instances: `auto` is Redis with REDIS_URL, else
   * PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in-process (one instance on the embedded database).
   */
  REALTIME_FANOUT: z.enum(['auto', 'memory', 'postgres', 'redis']).default('auto'),
  /** How often the e-mail digest of unread notifications runs; 0 turns it off (tests run it). */
  NOTIFICATION_DIGEST_INTERVAL_MS: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(3_600_000)
    .default(60_000),
  // Payments (issue 22): the stand-in's webhook key; the real provider when both keys are set.
  PAYMENTS_WEBHOOK_SECRET: z
    .string()
    .min(32, { error: 'use at least 32 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** How often the analytics events are rolled up per company and day (0: never). */
  ANALYTICS_ROLLUP_INTERVAL_MS: z.coerce.number<string>().int().min(0).default(600_000),
  /**
   * Beacons wait in memory and are written in one INSERT every ANALYTICS_FLUSH_INTERVAL_MS (0: only
   * when a batch is full, on a rollup and on shutdown), or as soon as ANALYTICS_FLUSH_BATCH wait;
   * at most ANALYTICS_BUFFER_CAP wait while the database cannot take them (the oldest go first).
   */
  ANALYTICS_FLUSH_INTERVAL_MS: z.coerce.number<string>().int().min(0).max(60_000).default(1_000),
  ANALYTICS_FLUSH_BATCH: z.coerce.number<string>().int().min(1).max(5_000).default(500),
  ANALYTICS_BUFFER_CAP: z.coerce.number<string>().int().min(1).max(1_000_000).default(20_000),
  /**
   * Issue 14's field data: the share of page views (0–1) that report their LCP, INP and CLS, and
   * how many days the reports are kept.
   */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number<string>().min(0).max(1).default(0.1),
  WEB_VITALS_RETENTION_DAYS: z.coerce.number<string>().int().min(1).max(3_650).default(30),
  /** How often saved searches with an alert are checked for new companies (0: never). */
  SAVED_SEARCH_ALERT_INTERVAL_MS: z.coerce.number<string>().int().min(0).default(86_400_000),
  /** How often sponsorships due for renewal are charged (0: never). */
  PAYMENTS_RENEWAL_INTERVAL_MS: z.coerce.number<string>().int().min(0).default(3_600_000),
  /** How many months a company's verification holds (issue 33). */
  COMPANY_VERIFICATION_MONTHS: z.coerce.number<string>().int().min(1).max(60).default(12),
  /** How often lapsed verifications are expired (0: never; the update is idempotent). */
  COMPANY_VERIFICATION_EXPIRY_INTERVAL_MS: z.coerce
    .number<string>()
    .int()
    .min(0)
    .default(3_600_000),
  /** How often uploads nobody saved are looked for and deleted; 0 turns it off (tests run it). */
  STORAGE_SWEEP_INTERVAL_MS: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(86_400_000)
    .default(3_600_000),
  /**
   * Issue 34: megabytes of valet files and chat attachments accepted per hour and per day from
   * one network's anonymous visitors, from one network in all, and from one account; and the most
   * that may wait uploaded but unsent before the oldest such files are deleted to make room.
   */
  UPLOAD_ANONYMOUS_NETWORK_MB_PER_HOUR: megabytes(50),
  UPLOAD_ANONYMOUS_NETWORK_MB_PER_DAY: megabytes(200),
  UPLOAD_NETWORK_MB_PER_HOUR: megabytes(500),
  UPLOAD_NETWORK_MB_PER_DAY: megabytes(2000),
  UPLOAD_ACCOUNT_MB_PER_HOUR: megabytes(200),
  UPLOAD_ACCOUNT_MB_PER_DAY: megabytes(1000),
  UPLOAD_UNCLAIMED_CAP_MB: megabytes(2000),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).optional(),
  // Accounts (issue 6).
  MAIL_FROM: z.string().min(3).optional(),
  OUTBOX_PAGE: z.enum(['true', 'false', '1', '0', '']).optional(),
  CAPTCHA_DIFFICULTY: z.coerce.number<string>().int().min(0).max(24).default(14),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERSION: z.enum(['v2', 'v3']).default('v3'),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  FIREBASE_CLIENT_EMAIL: z.string().optional(),
  FIREBASE_PRIVATE_KEY: z.string().optional(),
  // Reviews (issue 7): the moderators' API token and the key that signs invitation links.
  ADMIN_TOKEN: z
    .string()
    .min(24, { error: 'use at least 24 characters (or leave it unset to disable the admin API)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REVIEW_SIGNING_SECRET: z
    .string()
    .min(32, { error: 'use at least 32 characters' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where /contact messages go; defaults to team@ the public host. */
  CONTACT_EMAIL: z.email().optional(),
});
