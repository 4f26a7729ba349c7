import type { VotingEditionKey } from '@atlas/api/options';
import type { z } from 'zod';
import { EnvSchema, S3_SETTINGS, type TrustProxy } from './config-env';

export { EnvSchema, type TrustProxy } from './config-env';

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
