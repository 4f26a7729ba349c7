/**
 * Database trouble that is not the request's fault and may pass: the server is down, refuses,
 * does not answer in time, or is starting or shutting down. The error handler answers these with
 * 503 and Retry-After instead of 500, and start-up retries them.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof DatabaseTimeoutError) return true;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    const message = current instanceof Error ? current.message : '';
    if (MESSAGES.some((pattern) => pattern.test(message))) return true;
    // drizzle wraps driver errors (DrizzleQueryError.cause); AggregateError holds one per address.
    if ('cause' in current) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

/** A database call that did not finish within its limit (the ping of /readyz, for one). */
export class DatabaseTimeoutError extends Error {
  override readonly name = 'DatabaseTimeoutError';
}

/** Start-up could not reach or start the database; the message is meant for the operator. */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server that cannot serve now (class 08, connection exceptions, is matched apart). */
const SQLSTATES = new Set([
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, recovering
]);

/** What node-postgres says when a connection fails or times out (these errors carry no code). */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

/** Rejects with DatabaseTimeoutError when `promise` has not settled within `ms` (0: no limit). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  if (ms <= 0) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseTimeoutError(`${what} did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
