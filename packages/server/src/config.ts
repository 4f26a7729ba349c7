import { isIP } from 'node:net';
import { z } from 'zod';
import type { VotingEditionKey } from '@atlas/api/options';

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
const S3_SETTINGS = [
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

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** `From:` of every e-mail. */
  mailFrom: string;
  /** Serve /dev/outbox (the written e-mails); never on by default in production. */
  outboxPage: boolean;
  captcha: {
    /** Leading zero bits the proof-of-work must reach. */
    difficulty: number;
    recaptcha:
      { siteKey: string; secretKey: string; version: 'v2' | 'v3'; verifyUrl: string } | undefined;
  };
  /** Only providers with a client id and secret; a missing one hides its button. */
  oauth: Partial<Record<'google' | 'linkedin', OAuthProviderConfig>>;
  /**
   * FIREBASE_*: the service account that signs custom tokens and writes the Firestore mirror;
   * `apiKey` (FIREBASE_API_KEY) is the web key browsers sign in with (no key: they keep SSE).
   */
  firebase:
    | { projectId: string; clientEmail: string; privateKey: string; apiKey: string | undefined }
    | undefined;
}

export interface AwardsEditionConfig {
  votingEnd: string | null;
  votingPhase: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Limits on database calls, and how long start-up retries an unreachable DATABASE_URL. */
  database: DatabaseConfig;
  /** Where the site is reached from the outside; canonical links are built from it. */
  publicUrl: string;
  /**
   * False when PUBLIC_URL was not set (the default, http://localhost:3000, is used): the site's
   * forms then also accept the request's own origin when it is a loopback address.
   */
  publicUrlConfigured: boolean;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Where the browser reaches the main API and the v2 API (relative: this server). */
  apiBaseUrl: string;
  apiV2BaseUrl: string;
  brandName: string;
  maintenance: boolean;
  allowedForPromo: string[];
  awards: Record<VotingEditionKey, AwardsEditionConfig>;
  seedDemoData: boolean;
  /** STORAGE_SWEEP_INTERVAL_MS: how often unsaved uploads are deleted (0: never). */
  storageSweepIntervalMs: number;
  /** UPLOAD_*: the byte quotas of valet files and chat attachments, and the cap on unsent ones. */
  uploads: UploadLimits;
  /** Payments (issue 22). */
  payments: PaymentsConfig;
  /** ANALYTICS_ROLLUP_INTERVAL_MS: how often the daily analytics rollup runs (0: never). */
  analyticsRollupIntervalMs: number;
  /** How beacons are buffered before they are written (ANALYTICS_FLUSH_*, ANALYTICS_BUFFER_CAP). */
  analyticsBuffer: { flushIntervalMs: number; batchSize: number; capacity: number };
  /** WEB_VITALS_SAMPLE_RATE and WEB_VITALS_RETENTION_DAYS (issue 14's field data). */
  webVitals: { sampleRate: number; retentionDays: number };
  /** SAVED_SEARCH_ALERT_INTERVAL_MS: how often saved-search alerts are sent (0: never). */
  savedSearchAlertIntervalMs: number;
  /** COMPANY_VERIFICATION_MONTHS and COMPANY_VERIFICATION_EXPIRY_INTERVAL_MS (issue 33). */
  companyVerification: { months: number; expiryIntervalMs: number };
  demoCompanies: number | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** How long anonymous, cookie-less page renders are reused (0 turns the micro-cache off). */
  pageCacheTtlMs: number;
  /** How long a listing API answer is served from memory to identical requests (0: never). */
  listingCacheTtlMs: number;
  /** Bounds of server rendering (RENDER_*): running at once, waiting, longest wait. */
  render: { concurrency: number; maxQueue: number; maxWaitMs: number };
  mailQueueIntervalMs: number;
  smtpUrl: string | undefined;
  /** Redis (REDIS_URL): the realtime fan-out between instances. */
  redisUrl: string | undefined;
  realtime: RealtimeConfig;
  /** Uploaded files go to this S3-compatible store when S3_* is set, else DATA_DIR/uploads. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region?: string;
      }
    | undefined;
  auth: AuthConfig;
  /** Reviews (issue 7): the moderators' API token and the invitation-link key. */
  reviews: ReviewsConfig;
  /** The team's address: messages from the /contact page are e-mailed there. */
  contactEmail: string;
}

/** Bytes one uploader may store in the last hour and in the last day. */
export interface ByteQuota {
  perHour: number;
  perDay: number;
}

/** Issue 34's limits on valet files and chat attachments, in bytes. */
export interface UploadLimits {
  /** Anonymous uploads from one network (lib/network.ts `networkOf`). */
  anonymousNetwork: ByteQuota;
  /** Every upload from one network, signed in or not. */
  network: ByteQuota;
  /** Every upload of one account. */
  account: ByteQuota;
  /** Uploads nobody has sent yet, all together; the oldest are deleted to stay under it. */
  unclaimedCapBytes: number;
}

/** Payments (issue 22): the stand-in provider unless the real one's keys are set. */
export interface PaymentsConfig {
  /** Signs the stand-in's webhooks and checkout addresses; unset: a random key per process. */
  webhookSecret: string | undefined;
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  renewalIntervalMs: number;
}

/** Reviews (issue 7). */
export interface ReviewsConfig {
  /** The moderators' API token (x-admin-token header); unset disables the admin API. */
  adminToken: string | undefined;
  /** Signs invitation links; unset: a random key per process (links die with a restart). */
  signingSecret: string | undefined;
}

/** Realtime (issue 17). */
export interface RealtimeConfig {
  heartbeatMs: number;
  presenceGraceMs: number;
  fanout: 'memory' | 'postgres' | 'redis';
  digestIntervalMs: number;
}

export interface DatabaseConfig {
  connectTimeoutMs: number;
  poolTimeoutMs: number;
  statementTimeoutMs: number;
  connectRetryMs: number;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** A configuration problem, reported by variable name so the operator knows what to fix. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** S3_*: every one of them, or none; some without the rest name the missing ones. */
function s3ConfigOf(e: z.infer<typeof EnvSchema>): Config['s3'] {
  const set = S3_SETTINGS.filter((name) => e[name] !== undefined && e[name] !== '');
  if (set.length === 0) return undefined;
  const missing = S3_SETTINGS.filter((name) => !set.includes(name));
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: is required when ${set.join(', ')} is set`).join('\n')}`,
    );
  return {
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    ...(e.S3_REGION ? { region: e.S3_REGION } : {}),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
  const votingEnd = (date: Date | undefined) => (date ? date.toISOString() : null);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      poolTimeoutMs: e.DATABASE_POOL_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      connectRetryMs: e.DATABASE_CONNECT_RETRY_MS,
    },
    publicUrl: publicUrl.replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    apiBaseUrl: e.API_BASE_URL.replace(/\/+$/, ''),
    apiV2BaseUrl: e.API_V2_BASE_URL.replace(/\/+$/, ''),
    brandName: e.BRAND_NAME,
    maintenance: e.MAINTENANCE,
    allowedForPromo: e.ALLOWED_FOR_PROMO,
    awards: {
      '2023': { votingEnd: votingEnd(e.AWARDS_2023_VOTING_END), votingPhase: false },
      '2024': { votingEnd: votingEnd(e.AWARDS_2024_VOTING_END), votingPhase: false },
      '2025': {
        votingEnd: votingEnd(e.AWARDS_2025_VOTING_END),
        votingPhase: e.AWARDS_2025_VOTING_PHASE,
      },
    },
    seedDemoData: e.SEED_DEMO_DATA,
    storageSweepIntervalMs: e.STORAGE_SWEEP_INTERVAL_MS,
    uploads: uploadLimitsOf(e),
    savedSearchAlertIntervalMs: e.SAVED_SEARCH_ALERT_INTERVAL_MS,
    companyVerification: {
      months: e.COMPANY_VERIFICATION_MONTHS,
      expiryIntervalMs: e.COMPANY_VERIFICATION_EXPIRY_INTERVAL_MS,
    },
    analyticsRollupIntervalMs: e.ANALYTICS_ROLLUP_INTERVAL_MS,
    analyticsBuffer: {
      flushIntervalMs: e.ANALYTICS_FLUSH_INTERVAL_MS,
      batchSize: e.ANALYTICS_FLUSH_BATCH,
      capacity: e.ANALYTICS_BUFFER_CAP,
    },
    webVitals: {
      sampleRate: e.WEB_VITALS_SAMPLE_RATE,
      retentionDays: e.WEB_VITALS_RETENTION_DAYS,
    },
    payments: {
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : undefined,
      renewalIntervalMs: e.PAYMENTS_RENEWAL_INTERVAL_MS,
    },
    demoCompanies: e.DEMO_COMPANIES,
    logLevel: e.LOG_LEVEL,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    listingCacheTtlMs: e.LISTING_CACHE_TTL_MS,
    render: {
      concurrency: e.RENDER_CONCURRENCY,
      maxQueue: e.RENDER_QUEUE,
      maxWaitMs: e.RENDER_QUEUE_WAIT_MS,
    },
    mailQueueIntervalMs: e.MAIL_QUEUE_INTERVAL_MS,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    realtime: {
      heartbeatMs: e.REALTIME_HEARTBEAT_MS,
      presenceGraceMs: e.REALTIME_PRESENCE_GRACE_MS,
      fanout:
        e.REALTIME_FANOUT !== 'auto'
          ? e.REALTIME_FANOUT
          : e.REDIS_URL
            ? 'redis'
            : e.DATABASE_URL
              ? 'postgres'
              : 'memory',
      digestIntervalMs: e.NOTIFICATION_DIGEST_INTERVAL_MS,
    },
    s3: s3ConfigOf(e),
    auth: authConfigOf(e),
    reviews: { adminToken: e.ADMIN_TOKEN, signingSecret: e.REVIEW_SIGNING_SECRET },
    contactEmail: e.CONTACT_EMAIL ?? `team@${mailHost(publicUrl)}`,
  };
}

const MEGABYTE = 1024 * 1024;

function uploadLimitsOf(e: z.infer<typeof EnvSchema>): UploadLimits {
  const bytes = (megabytes: number) => Math.round(megabytes * MEGABYTE);
  return {
    anonymousNetwork: {
      perHour: bytes(e.UPLOAD_ANONYMOUS_NETWORK_MB_PER_HOUR),
      perDay: bytes(e.UPLOAD_ANONYMOUS_NETWORK_MB_PER_DAY),
    },
    network: {
      perHour: bytes(e.UPLOAD_NETWORK_MB_PER_HOUR),
      perDay: bytes(e.UPLOAD_NETWORK_MB_PER_DAY),
    },
    account: {
      perHour: bytes(e.UPLOAD_ACCOUNT_MB_PER_HOUR),
      perDay: bytes(e.UPLOAD_ACCOUNT_MB_PER_DAY),
    },
    unclaimedCapBytes: bytes(e.UPLOAD_UNCLAIMED_CAP_MB),
  };
}

/** The public host as a mail domain (`localhost` gets `.localdomain`, as MAIL_FROM does). */
function mailHost(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return host.includes('.') ? host : `${host}.localdomain`;
}

function authConfigOf(e: z.infer<typeof EnvSchema>): AuthConfig {
  const provider = (
    issuer: string | undefined,
    fallbackIssuer: string,
    clientId: string | undefined,
    clientSecret: string | undefined,
  ): OAuthProviderConfig | undefined =>
    clientId && clientSecret
      ? { issuer: issuer ?? fallbackIssuer, clientId, clientSecret }
      : undefined;
  const google = provider(
    e.GOOGLE_ISSUER,
    'https://accounts.google.com',
    e.GOOGLE_CLIENT_ID,
    e.GOOGLE_CLIENT_SECRET,
  );
  const linkedin = provider(
    e.LINKEDIN_ISSUER,
    'https://www.linkedin.com/oauth',
    e.LINKEDIN_CLIENT_ID,
    e.LINKEDIN_CLIENT_SECRET,
  );
  const host = new URL(e.PUBLIC_URL ?? DEFAULT_PUBLIC_URL).hostname;
  return {
    mailFrom:
      e.MAIL_FROM ??
      `${e.BRAND_NAME} <no-reply@${host.includes('.') ? host : `${host}.localdomain`}>`,
    outboxPage:
      e.OUTBOX_PAGE === undefined || e.OUTBOX_PAGE === ''
        ? e.NODE_ENV !== 'production'
        : e.OUTBOX_PAGE === 'true' || e.OUTBOX_PAGE === '1',
    captcha: {
      difficulty: e.CAPTCHA_DIFFICULTY,
      recaptcha:
        e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
          ? {
              siteKey: e.RECAPTCHA_SITE_KEY,
              secretKey: e.RECAPTCHA_SECRET_KEY,
              version: e.RECAPTCHA_VERSION,
              verifyUrl: e.RECAPTCHA_VERIFY_URL,
            }
          : undefined,
    },
    oauth: { ...(google ? { google } : {}), ...(linkedin ? { linkedin } : {}) },
    firebase:
      e.FIREBASE_PROJECT_ID && e.FIREBASE_CLIENT_EMAIL && e.FIREBASE_PRIVATE_KEY
        ? {
            projectId: e.FIREBASE_PROJECT_ID,
            clientEmail: e.FIREBASE_CLIENT_EMAIL,
            privateKey: e.FIREBASE_PRIVATE_KEY.replaceAll('\\n', '\n'),
            apiKey: e.FIREBASE_API_KEY,
          }
        : undefined,
  };
}
