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
