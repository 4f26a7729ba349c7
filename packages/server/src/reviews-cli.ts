// pnpm reviews list [--limit N] [--company SLUG] [--json]
// pnpm reviews approve <id> [--reason "…"]
// pnpm reviews reject <id> --reason "…"
//
// Moderates reviews without an admin console, straight against the configured database:
// DATABASE_URL's, otherwise the embedded PostgreSQL under DATA_DIR (default ./data, resolved
// against the working directory as the server does). While a server runs on that DATA_DIR, the
// script connects to the PostgreSQL the server started (it is a real server: several clients are
// fine). With `--server URL` (and ADMIN_TOKEN in the environment) it makes the same decisions
// through a running server's admin API instead, e.g. one on another machine. Approving
// publishes the review and recomputes the company's rating, review count and score in the same
// transaction, exactly as the API does (both call modules/reviews/moderation.ts). It does not
// migrate: the server owns the schema, the script only reads and decides.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config';
import { openDatabase, type AppDatabase, type Database } from './db/client';
import { createOutboxMailer, createSmtpMailer, outboxDirectory } from './mail/mailer';
import { createMailQueue } from './mail/queue';
import { createAuthRepository } from './modules/auth/repository';
import { createNotificationRepository } from './modules/notifications/repository';
import { createNotificationService } from './modules/notifications/service';
import { createMemoryFanout } from './modules/realtime/fanout';
import { createRealtimeRepository } from './modules/realtime/repository';
import { Realtime } from './modules/realtime/service';
import { createReviewModeration, toPendingReview } from './modules/reviews/moderation';
import type { ReviewMembersNotifier } from './modules/reviews/published';
import { osUserName, printableIo, runWhenMain, type CliIo } from './lib/cli';

const USAGE = [
  'Usage:',
  '  pnpm reviews list [--limit N] [--company SLUG] [--json]',
  '                                             reviews waiting for moderation, oldest first',
  '  pnpm reviews approve <id> [--reason "…"]   publish a pending, confirmed review',
  '  pnpm reviews reject <id> --reason "…"      reject a pending review, keeping the reason',
  "Options: --server URL   go through a running server's admin API (needs ADMIN_TOKEN)",
  'Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PostgreSQL, default ./data); ADMIN_TOKEN',
].join('\n');

export interface CliOptions {
  /** An open database to use (tests); otherwise the configured one is opened and closed. */
  database?: Database;
  io?: CliIo;
  env?: Record<string, string | undefined>;
}

/** Runs one command; answers the process exit code. */
export async function runReviewsCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const io = printableIo(options.io);
  const env = options.env ?? process.env;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        reason: { type: 'string' },
        limit: { type: 'string' },
        company: { type: 'string' },
        json: { type: 'boolean', default: false },
        server: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, idText] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  if (!['list', 'approve', 'reject'].includes(command)) {
    io.err(`Unknown command "${command}".`);
    io.err(USAGE);
    return 2;
  }
  const id = Number(idText);
  if (command !== 'list' && (!idText || !Number.isSafeInteger(id) || id <= 0)) {
    io.err(`${command} needs a review id, e.g. pnpm reviews ${command} 42`);
    return 2;
  }
  if (command === 'reject' && !values.reason?.trim()) {
    io.err('reject needs a reason: pnpm reviews reject <id> --reason "…"');
    return 2;
  }
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000) {
    io.err('--limit must be a whole number from 1 to 10000');
    return 2;
  }

  if (values.server) {
    const token = env.ADMIN_TOKEN;
    if (!token) {
      io.err("--server needs the ADMIN_TOKEN environment variable (the server's admin token).");
      return 2;
    }
    return moderateThroughServer(values.server, token, io, {
      command,
      id,
      limit,
      company: values.company,
      reason: values.reason,
      json: values.json,
      moderator: `cli:${env.USER ?? osUserName()}`,
    });
  }

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: path.resolve(process.cwd(), env.DATA_DIR || './data'),
    }));
  try {
    // Decisions made here are e-mailed too: queued now, sent by the running server's mail queue.
    const config = loadConfig(env);
    const moderation = createReviewModeration(database.db, {
      site: { brandName: config.brandName, publicUrl: config.publicUrl },
      members: offlineMembersNotifier(database.db, config, io),
    });
    const moderator = `cli:${env.USER ?? osUserName()}`;
    if (command === 'list') {
      const pending = (await moderation.listPending(limit, values.company)).map(toPendingReview);
      if (values.json) {
        io.out(JSON.stringify(pending, null, 2));
      } else if (pending.length === 0) {
        io.out('No reviews are waiting for moderation.');
      } else {
        for (const review of pending) {
          const flags = [
            review.confirmed ? 'confirmed' : 'NOT CONFIRMED (cannot be approved yet)',
            review.verification,
            ...(review.hold_reasons.length ? [`held: ${review.hold_reasons.join(', ')}`] : []),
          ];
          io.out(
            `#${review.id}  ${review.created_at.slice(0, 16).replace('T', ' ')}  ${review.company.name} (${review.company.slug})  ${review.rating}★  "${review.title}"  by ${review.reviewer_name}${review.reviewer_email ? ` <${review.reviewer_email}>` : ''}  [${flags.join('; ')}]`,
          );
        }
        io.out(`${pending.length} pending.`);
      }
      return 0;
    }
    const decision = { moderator, reason: values.reason };
    const row =
      command === 'approve'
        ? await moderation.approve(id, decision)
        : await moderation.reject(id, decision);
    io.out(
      row.status === 'published'
        ? `Review #${row.id} is published; the company's rating, review count and score are updated.`
        : `Review #${row.id} is rejected (reason: ${row.moderationReason ?? ''}).`,
    );
    return 0;
  } catch (error) {
    io.err(describeError(error));
    return 1;
  } finally {
    if (!options.database) await database.close();
  }
}

/**
 * The company's members are told of a publication here as through the API: the notification and
 * its event are rows the running server's heartbeat delivers, its e-mail a job its queue sends.
 * Nothing is sent or announced from this process.
 */
function offlineMembersNotifier(db: AppDatabase, config: Config, io: CliIo): ReviewMembersNotifier {
  const realtime = new Realtime({
    db,
    repository: createRealtimeRepository(db),
    fanout: createMemoryFanout(),
    now: () => new Date(),
    heartbeatMs: config.realtime.heartbeatMs,
    presenceGraceMs: config.realtime.presenceGraceMs,
    log: (line) => io.err(line),
  });
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.auth.mailFrom)
    : createOutboxMailer(outboxDirectory(config.dataDir), config.auth.mailFrom);
  const authRepository = createAuthRepository(db);
  const notifications = createNotificationService({
    db,
    repository: createNotificationRepository(db),
    realtime,
    // Never drained here (nothing kicks or starts it): the server's queue sends what is queued.
    mailQueue: createMailQueue({ db, mailer }),
    config,
    manageIdOf: (userId) => authRepository.manageIdOf(userId),
  });
  return { notifications, realtime };
}

interface RemoteRequest {
  command: string;
  id: number;
  limit: number;
  company: string | undefined;
  reason: string | undefined;
  json: boolean;
  moderator: string;
}

/** The same commands through a running server's admin API (`x-admin-token`). */
async function moderateThroughServer(
  server: string,
  token: string,
  io: CliIo,
  request: RemoteRequest,
): Promise<number> {
  let base: URL;
  try {
    base = new URL('/api/', server);
  } catch {
    io.err(`--server must be a URL such as http://127.0.0.1:3000, got "${server}"`);
    return 2;
  }
  const headers = { 'x-admin-token': token, 'content-type': 'application/json' };
  try {
    if (request.command === 'list') {
      const query = new URLSearchParams({ limit: String(request.limit) });
      if (request.company) query.set('company', request.company);
      const response = await fetch(new URL(`admin/reviews/pending?${query}`, base), { headers });
      const body = (await response.json()) as { data?: unknown[]; message?: string };
      if (!response.ok) {
        io.err(`The server answered ${response.status}: ${body.message ?? ''}`);
        return 1;
      }
      io.out(JSON.stringify(body.data ?? [], null, request.json ? 2 : 0));
      return 0;
    }
    const response = await fetch(new URL(`admin/reviews/${request.id}/moderation`, base), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        decision: request.command === 'approve' ? 'approve' : 'reject',
        moderator: request.moderator,
        ...(request.reason ? { reason: request.reason } : {}),
      }),
    });
    const body = (await response.json()) as {
      data?: { id: number; status: string; moderation_reason: string | null };
      message?: string;
    };
    if (!response.ok || !body.data) {
      io.err(`The server answered ${response.status}: ${body.message ?? ''}`);
      return 1;
    }
    io.out(
      body.data.status === 'published'
        ? `Review #${body.data.id} is published; the company's rating, review count and score are updated.`
        : `Review #${body.data.id} is rejected (reason: ${body.data.moderation_reason ?? ''}).`,
    );
    return 0;
  } catch (error) {
    io.err(`Could not reach ${server}: ${describeError(error)}`);
    return 1;
  }
}

/** The message for the person: a database failure's cause, not the whole statement. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause ? `${error.message.split('\n')[0] ?? 'Failed'} ${cause}` : error.message;
}

runWhenMain(import.meta.url, runReviewsCli);
