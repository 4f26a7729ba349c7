import type { MetricType } from 'web-vitals';
import { WEB_VITAL_NAMES } from '@atlas/api/analytics-lists';
import type { WebVitalsBody } from '@atlas/api/endpoints/web-vitals';

/** Where reports go, below the main API's base URL. */
export const WEB_VITALS_PATH = '/analytics/web-vitals';

/** The parts of web-vitals this uses (the real module, or a test's). */
export interface WebVitalsModule {
  onLCP(report: (metric: MetricType) => void): void;
  onINP(report: (metric: MetricType) => void): void;
  onCLS(report: (metric: MetricType) => void): void;
}

export interface WebVitalsBeaconOptions {
  /** The main API's base URL (`/api`). */
  apiBaseUrl: string;
  /** The route name of the page view (`handle.name`), never its address. */
  page: string;
  /** navigator.sendBeacon, or a test's. */
  sendBeacon(url: string, body: Blob): boolean;
  /** Adds the listener that sends the report once the page is hidden. */
  onHidden(send: () => void): void;
}

/**
 * Collects LCP, INP and CLS of this page view and sends them in one beacon the first time the
 * page is hidden (web-vitals finalises its values on that same event, in its capture listener,
 * before ours runs). Later changes are not sent: one report per page view keeps the p75 honest.
 */
export function collectWebVitals(vitals: WebVitalsModule, options: WebVitalsBeaconOptions): void {
  const latest = new Map<string, MetricType>();
  let sent = false;
  const keep = (metric: MetricType) => {
    if (WEB_VITAL_NAMES.some((name) => name === metric.name)) latest.set(metric.name, metric);
  };
  vitals.onLCP(keep);
  vitals.onINP(keep);
  vitals.onCLS(keep);
  options.onHidden(() => {
    if (sent || latest.size === 0) return;
    sent = true;
    const metrics = [...latest.values()];
    const body: WebVitalsBody = {
      page: options.page,
      navigation: metrics[0]?.navigationType ?? 'navigate',
      metrics: metrics.flatMap((metric) =>
        metric.name === 'LCP' || metric.name === 'INP' || metric.name === 'CLS'
          ? [{ name: metric.name, value: Math.round(metric.value * 1000) / 1000 }]
          : [],
      ),
    };
    const url = `${options.apiBaseUrl.replace(/\/+$/, '')}${WEB_VITALS_PATH}`;
    try {
      options.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    } catch {
      // A refused beacon is a lost sample, never a broken page.
    }
  });
}

/** Whether this page view is one of the sampled (`rate` 0–1; `random` in [0, 1)). */
export function isSampled(rate: number | undefined, random: number): boolean {
  return rate !== undefined && rate > 0 && random < rate;
}
