import { noopAnalytics, type AnalyticsPort } from './AnalyticsPort';

/** Where events go, below the main API's base URL (`/api`). */
export const ANALYTICS_EVENTS_PATH = '/analytics/events';

/**
 * The browser's adapter: each event is one `POST {apiBaseUrl}/analytics/events` with JSON
 * `{ name, props }`, sent with `navigator.sendBeacon` so it survives the page going away, or with
 * a keepalive fetch where beacons are missing or refused. Failures are dropped: analytics never
 * breaks a page. On the server render (no window) it is the no-op adapter.
 */
export function createBeaconAnalytics(apiBaseUrl: string): AnalyticsPort {
  if (typeof window === 'undefined') return noopAnalytics;
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${ANALYTICS_EVENTS_PATH}`;
  return {
    track(name, props = {}) {
      const body = JSON.stringify({ name, props });
      try {
        const blob = new Blob([body], { type: 'application/json' });
        if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
      } catch {
        // A beacon that throws (a locked-down browser) falls back to fetch.
      }
      if (typeof fetch !== 'function') return;
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    },
  };
}
