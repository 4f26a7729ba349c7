import { describe, expect, it } from 'vitest';
import { AttemptThrottle } from './attempt-throttle';

describe('AttemptThrottle', () => {
  it('slows a key after max attempts and lets it go once the window has passed', () => {
    let now = 1_000_000;
    const throttle = new AttemptThrottle(3, 60_000, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.retryAfter('a')).toBe(0);
      throttle.record('a');
      now += 1000;
    }
    expect(throttle.retryAfter('a')).toBe(57);
    expect(throttle.retryAfter('b')).toBe(0);
    now += 57_000;
    expect(throttle.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const throttle = new AttemptThrottle(1, 60_000);
    throttle.record('a');
    expect(throttle.retryAfter('a')).toBeGreaterThan(0);
    throttle.reset('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });
});
