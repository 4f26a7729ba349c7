import { describe, expect, it } from 'vitest';
import { createTurns, TooBusyError } from './turns';

describe('createTurns', () => {
  it('runs one job at a time, in order, and refuses beyond the line', async () => {
    const turns = createTurns(2);
    const events: string[] = [];
    let release: () => void = () => undefined;
    const first = turns.run(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
      return 1;
    });
    const second = turns.run(async () => {
      events.push('second runs');
      return 2;
    });
    await expect(turns.run(async () => 3)).rejects.toBeInstanceOf(TooBusyError);
    await Promise.resolve();
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
    // The line is free again, and a failed job does not block the next.
    await expect(turns.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.run(async () => 4)).toBe(4);
  });
});
