import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBeaconAnalytics } from './beaconAnalytics';
import { createRecordingAnalytics } from './recordingAnalytics';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the beacon analytics adapter', () => {
  it('sends { name, props } as JSON to POST {api}/analytics/events with a beacon', async () => {
    const beacons: { url: string; body: string; type: string }[] = [];
    const sendBeacon = async (url: string, blob: Blob) => {
      beacons.push({ url, body: await blob.text(), type: blob.type });
    };
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        void sendBeacon(url, blob);
        return true;
      },
    });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    createBeaconAnalytics('/api/').track('valet_page_access_2', { source: 'header' });
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toEqual({
      url: '/api/analytics/events',
      body: JSON.stringify({ name: 'valet_page_access_2', props: { source: 'header' } }),
      type: 'application/json',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    createBeaconAnalytics('/api').track('promote_page_accessed', { path: '/x' });
    expect(fetch).toHaveBeenCalledWith('/api/analytics/events', {
      method: 'POST',
      body: JSON.stringify({ name: 'promote_page_accessed', props: { path: '/x' } }),
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('has a recording fake for tests', () => {
    const analytics = createRecordingAnalytics();
    analytics.track('header_awards_banner_click');
    expect(analytics.events).toEqual([{ name: 'header_awards_banner_click', props: {} }]);
  });
});
