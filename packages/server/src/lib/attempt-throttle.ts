import { HttpError } from '../plugins/errors';

/**
 * Per-account attempt counting ("slowed, not locked"): after `max` attempts within `windowMs`, a
 * key waits until the oldest attempt leaves the window. Nothing is ever locked for good, and an
 * attacker hammering one address cannot keep its owner out longer than the window.
 */
export class AttemptThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt, or 0 when one is allowed now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.prune();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((time) => time > since);
  }

  private prune(): void {
    for (const key of this.attempts.keys()) {
      if (this.recent(key).length === 0) this.attempts.delete(key);
    }
  }
}

/** A wait in words: `45 seconds`, `1 minute`, `12 minutes`. */
export function waitInWords(seconds: number): string {
  if (seconds <= 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Refuses the request with a 429 (and Retry-After) while `key` is throttled: `<reason> Please wait
 * N seconds and try again.` Nothing is recorded; callers record the attempts that count.
 */
export function refuseWhileThrottled(
  reply: { header(name: string, value: string): unknown },
  throttle: AttemptThrottle,
  key: string,
  reason: string,
): void {
  const wait = throttle.retryAfter(key);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, `${reason} Please wait ${waitInWords(wait)} and try again.`);
  }
}
