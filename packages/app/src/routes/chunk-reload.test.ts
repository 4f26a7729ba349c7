import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  withChunkReload,
  type ChunkReloadEnvironment,
} from './chunk-reload';

function browser(start = 1_000_000) {
  const stored = new Map<string, string>();
  let clock = start;
  const environment: ChunkReloadEnvironment = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    now: () => clock,
    reload: vi.fn(),
  };
  return {
    environment,
    stored,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Whether a promise is still pending after the microtasks queued so far. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const winner = await Promise.race([promise.catch(() => 'failed'), Promise.resolve(marker)]);
  return winner === marker;
}

describe('chunk loading (SPEC §4, §8)', () => {
  it('passes a module that loads straight through', async () => {
    const { environment } = browser();
    const load = withChunkReload(
      async () => ({ Component: 'page' }),
      () => environment,
    );
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(environment.reload).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk fails, then shows the error within 60 seconds', async () => {
    const { environment, stored, advance } = browser();
    const load = withChunkReload(failing, () => environment);

    const first = load();
    expect(await pending(first)).toBe(true);
    expect(environment.reload).toHaveBeenCalledTimes(1);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    // After the reload the page fails again 59 s later: no second reload, the error shows.
    advance(59_999);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(environment.reload).toHaveBeenCalledTimes(1);

    // A minute after the last reload, a failure may reload again.
    advance(1);
    expect(await pending(load())).toBe(true);
    expect(environment.reload).toHaveBeenCalledTimes(2);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe('1060000');
  });

  it('does not reload on the server (no browser environment)', async () => {
    const load = withChunkReload(failing, () => null);
    await expect(load()).rejects.toThrow(TypeError);
  });

  it('ignores a timestamp it cannot read and claims a reload', () => {
    const { environment, stored } = browser();
    stored.set(CHUNK_RELOAD_KEY, 'garbage');
    expect(claimChunkReload(environment)).toBe(true);
    expect(claimChunkReload(environment)).toBe(false);
  });

  it('does not reload when the timestamp cannot be stored (it could loop)', () => {
    const { environment } = browser();
    environment.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(claimChunkReload(environment)).toBe(false);
  });
});
