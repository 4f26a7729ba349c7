import { describe, expect, it, vi } from 'vitest';
import type { RealtimeGateway, RealtimeHandlers } from './RealtimeGateway';
import { lazyGateway } from './lazyGateway';

const handlers = (): RealtimeHandlers => ({ onEvent: vi.fn(), onReady: vi.fn(), onState: vi.fn() });
const fake = (): RealtimeGateway => ({ connect: vi.fn(), disconnect: vi.fn(), goingAway: vi.fn() });

describe('lazyGateway', () => {
  it('loads the adapter on the first connect only, then connects through it', async () => {
    const adapter = fake();
    const load = vi.fn(async () => adapter);
    const gateway = lazyGateway(load);
    expect(load).not.toHaveBeenCalled();
    const first = handlers();
    gateway.connect(first);
    await vi.waitFor(() => expect(adapter.connect).toHaveBeenCalledWith(first));
    gateway.disconnect();
    gateway.connect(handlers());
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.connect).toHaveBeenCalledTimes(2);
  });

  it('does not connect when the person signed out before the adapter arrived', async () => {
    const adapter = fake();
    let arrive: (value: RealtimeGateway) => void = () => undefined;
    const gateway = lazyGateway(() => new Promise((resolve) => (arrive = resolve)));
    gateway.connect(handlers());
    gateway.disconnect();
    arrive(adapter);
    await Promise.resolve();
    await Promise.resolve();
    expect(adapter.connect).not.toHaveBeenCalled();
  });
});
