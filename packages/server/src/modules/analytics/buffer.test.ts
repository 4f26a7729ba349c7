import { describe, expect, it } from 'vitest';
import { createEventBuffer, type EventBufferOptions } from './buffer';

/** A store that can be taken down and brought back, failing as node-postgres does when refused. */
function flakyStore() {
  const batches: number[][] = [];
  let down = false;
  return {
    batches,
    setDown(value: boolean) {
      down = value;
    },
    async write(batch: number[]) {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      batches.push(batch);
    },
  };
}

function bufferOver(
  store: ReturnType<typeof flakyStore>,
  options: Partial<EventBufferOptions<number>> = {},
) {
  const drops: number[] = [];
  let now = 0;
  const buffer = createEventBuffer<number>({
    write: (batch) => store.write(batch),
    batchSize: 4,
    capacity: 10,
    maxAgeMs: 1_000,
    now: () => now,
    isTransient: (error) => error instanceof Error && 'code' in error,
    onDropped: (count) => drops.push(count),
    onWriteFailed: () => undefined,
    ...options,
  });
  return {
    buffer,
    drops,
    advance(ms: number) {
      now += ms;
    },
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('createEventBuffer', () => {
  it('writes batches of at most batchSize, in order', async () => {
    const store = flakyStore();
    const { buffer } = bufferOver(store);
    buffer.add([1, 2, 3]);
    expect(store.batches).toEqual([]);
    buffer.add([4, 5, 6, 7, 8, 9]);
    await buffer.flush();
    expect(store.batches).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(buffer.stats()).toEqual({ buffered: 0, written: 9, writes: 3, dropped: 0 });
  });

  it('keeps at most `capacity` while the database is down, dropping the oldest, and never throws', async () => {
    const store = flakyStore();
    const { buffer, drops, advance } = bufferOver(store);
    store.setDown(true);
    for (const event of range(0, 25)) buffer.add([event]);
    await buffer.flush();
    expect(buffer.stats()).toMatchObject({ buffered: 10, dropped: 15, written: 0 });
    expect(drops.reduce((sum, count) => sum + count, 0)).toBe(15);
    store.setDown(false);
    advance(1_000);
    await buffer.flush();
    expect(store.batches.flat()).toEqual(range(15, 25));
    expect(buffer.stats()).toMatchObject({ buffered: 0, written: 10, dropped: 15 });
  });

  it('drops a batch the database refuses for good, so it cannot block the ones after it', async () => {
    const store = flakyStore();
    const { buffer } = bufferOver(store, {
      write: async (batch) => {
        if (batch.includes(13)) throw new Error('invalid input syntax');
        await store.write(batch);
      },
    });
    buffer.add(range(10, 18));
    await buffer.flush();
    expect(store.batches).toEqual([[14, 15, 16, 17]]);
    expect(buffer.stats()).toMatchObject({ buffered: 0, dropped: 4, written: 4 });
  });

  it('runs one flush at a time and one more for what came meanwhile', async () => {
    let release: () => void = () => undefined;
    let writes = 0;
    const store = flakyStore();
    const { buffer } = bufferOver(store, {
      write: async (batch) => {
        writes += 1;
        if (writes === 1) await new Promise<void>((resolve) => (release = resolve));
        await store.write(batch);
      },
    });
    buffer.add([1]);
    const first = buffer.flush();
    buffer.add([2]);
    const second = buffer.flush();
    const third = buffer.flush();
    expect(third).toBe(second);
    release();
    await Promise.all([first, second]);
    expect(store.batches).toEqual([[1], [2]]);
  });
});
