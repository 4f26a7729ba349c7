import { describe, expect, it } from 'vitest';
import { createRenderGate, RenderBusyError } from './render-gate';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Timers the test fires by hand. */
function manualTimers() {
  const timers: { callback: () => void; cancelled: boolean }[] = [];
  return {
    setTimer(callback: () => void) {
      const timer = { callback, cancelled: false };
      timers.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
    fireAll() {
      for (const timer of timers) if (!timer.cancelled) timer.callback();
    },
  };
}

describe('render gate', () => {
  it('runs at most `concurrency` renders, then the line in order', async () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 10 });
    const started: number[] = [];
    const finish = [deferred(), deferred(), deferred(), deferred()];
    const runs = finish.map((done, index) =>
      gate.run(async () => {
        started.push(index);
        await done.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(2);
    finish[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const done of finish) done.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.running).toBe(0);
  });

  it('refuses at once when the line is full, and after waiting too long', async () => {
    const timers = manualTimers();
    const gate = createRenderGate({ concurrency: 1, maxQueue: 1, setTimer: timers.setTimer });
    const block = deferred();
    const first = gate.run(() => block.promise);
    const waiting = gate.run(async () => 'late');
    await expect(gate.run(async () => 'full')).rejects.toBeInstanceOf(RenderBusyError);
    timers.fireAll();
    await expect(waiting).rejects.toBeInstanceOf(RenderBusyError);
    block.resolve();
    await first;
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });

  it('does identical work in flight once', async () => {
    const gate = createRenderGate();
    let renders = 0;
    const done = deferred<string>();
    const work = () => {
      renders += 1;
      return done.promise;
    };
    const a = gate.coalesce('/companies?x=1', work);
    const b = gate.coalesce('/companies?x=1', work);
    const c = gate.coalesce('/companies?x=2', async () => 'other');
    done.resolve('html');
    expect(await Promise.all([a, b, c])).toEqual(['html', 'html', 'other']);
    expect(renders).toBe(1);
    // Once settled, the next call renders again.
    await gate.coalesce('/companies?x=1', async () => {
      renders += 1;
      return 'fresh';
    });
    expect(renders).toBe(2);
  });
});
