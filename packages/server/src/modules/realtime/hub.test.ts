import { describe, expect, it } from 'vitest';
import { EventStream, READ_BATCH, StreamReader, type StreamSink } from './hub';
import type { StoredRealtimeEvent } from './repository';

interface Cursor {
  userId: string;
  afterId: bigint;
}

/** An event log in memory with the repository's one read, recording each call. */
function memoryLog(events: Record<string, number>) {
  const calls: Cursor[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const streamsInFlight = new Set<string>();
  const repository = {
    async eventsAfterMany(cursors: readonly Cursor[], limit: number) {
      calls.push([...cursors]);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      for (const cursor of cursors) {
        const key = `${cursor.userId}@${cursor.afterId}`;
        if (streamsInFlight.has(cursor.userId)) throw new Error(`${key} read twice at once`);
        streamsInFlight.add(cursor.userId);
      }
      // What the query sees is the log as it was when it started.
      const newestAtStart = cursors.map((cursor) => BigInt(events[cursor.userId] ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      for (const cursor of cursors) streamsInFlight.delete(cursor.userId);
      const rows: (StoredRealtimeEvent & { cursor: number })[] = [];
      cursors.forEach((cursor, index) => {
        const newest = newestAtStart[index] ?? 0n;
        for (
          let id = cursor.afterId + 1n;
          id <= newest && id <= cursor.afterId + BigInt(limit);
          id++
        )
          rows.push({ cursor: index, id, type: 'test', data: { id: Number(id) } });
      });
      return rows;
    },
  };
  return {
    repository,
    calls,
    mostInFlight: () => mostInFlight,
    add(userId: string, count: number) {
      events[userId] = (events[userId] ?? 0) + count;
    },
  };
}

function sink() {
  const ids: number[] = [];
  const value: StreamSink = {
    write(chunk) {
      const match = /^id: (\d+)/.exec(chunk);
      if (match) ids.push(Number(match[1]));
      return true;
    },
    buffered: () => 0,
    end: () => undefined,
  };
  return { ids, value };
}

describe('StreamReader', () => {
  it('reads every stream announced together in one query, and each stream its own rows once', async () => {
    const log = memoryLog({ a: 2, b: 1, c: 0 });
    const reader = new StreamReader(log.repository, (error) => {
      throw error;
    });
    const sinks = ['a', 'b', 'c'].map(() => sink());
    const streams = ['a', 'b', 'c'].map(
      (userId, index) => new EventStream(userId, 's', 0n, (sinks[index] ?? sink()).value, reader),
    );
    await Promise.all(streams.map((stream) => stream.pull()));
    expect(log.calls).toHaveLength(1);
    expect(log.calls[0]?.map((cursor) => cursor.userId)).toEqual(['a', 'b', 'c']);
    expect(sinks.map((item) => item.ids)).toEqual([[1, 2], [1], []]);
    expect(streams.map((stream) => stream.cursor)).toEqual([2n, 1n, 0n]);
  });

  it('reads a stream again when it is announced during its read, never twice at once', async () => {
    const log = memoryLog({ a: 1 });
    const reader = new StreamReader(log.repository, (error) => {
      throw error;
    });
    const out = sink();
    const stream = new EventStream('a', 's', 0n, out.value, reader);
    const first = stream.pull();
    // The read has started (next task) and is waiting on the database.
    await new Promise((resolve) => setImmediate(resolve));
    log.add('a', 2);
    const second = stream.pull();
    await Promise.all([first, second]);
    expect(out.ids).toEqual([1, 2, 3]);
    expect(log.calls.map((call) => call.map((cursor) => cursor.afterId))).toEqual([[0n], [1n]]);
  });

  it('reads a backlog longer than one batch to its end before the pull resolves', async () => {
    const log = memoryLog({ a: READ_BATCH * 2 + 3 });
    const reader = new StreamReader(log.repository, (error) => {
      throw error;
    });
    const out = sink();
    const stream = new EventStream('a', 's', 0n, out.value, reader);
    await stream.pull();
    expect(out.ids).toHaveLength(READ_BATCH * 2 + 3);
    expect(out.ids.at(-1)).toBe(READ_BATCH * 2 + 3);
    expect(log.calls).toHaveLength(3);
  });

  it('runs at most two reads at a time while other streams keep asking', async () => {
    const log = memoryLog({});
    const reader = new StreamReader(log.repository, (error) => {
      throw error;
    });
    const pulls: Promise<void>[] = [];
    for (let round = 0; round < 6; round += 1) {
      const userId = `u${round}`;
      log.add(userId, 1);
      pulls.push(new EventStream(userId, 's', 0n, sink().value, reader).pull());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pulls);
    expect(log.mostInFlight()).toBe(2);
  });

  it('ends the streams of a failed read and lets their pulls go', async () => {
    const ended: string[] = [];
    const errors: unknown[] = [];
    const reader = new StreamReader(
      {
        eventsAfterMany: () => Promise.reject(new Error('connection lost')),
      },
      (error) => errors.push(error),
    );
    const streams = ['a', 'b'].map(
      (userId) =>
        new EventStream(
          userId,
          's',
          0n,
          { write: () => true, buffered: () => 0, end: () => ended.push(userId) },
          reader,
        ),
    );
    await Promise.all(streams.map((stream) => stream.pull()));
    expect(ended).toEqual(['a', 'b']);
    expect(errors).toHaveLength(1);
  });
});
