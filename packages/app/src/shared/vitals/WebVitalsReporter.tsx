import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { routeNameOf } from '../shell/route';
import { collectWebVitals, isSampled } from './webVitalsBeacon';

/**
 * One report per document, for the route the visitor landed on: a layout mounted again, or a
 * client navigation, does not start another.
 */
let started = false;

/**
 * Reports this page view's Core Web Vitals (issue 14's field data) for a sampled share of
 * visitors (WEB_VITALS_SAMPLE_RATE). web-vitals is loaded only once the browser is idle after the
 * first render, so it never adds to the first-load JavaScript. Renders nothing.
 */
export function WebVitalsReporter() {
  const { config } = useStores();
  const page = routeNameOf(useMatches());
  const { apiBaseUrl, webVitalsSampleRate } = config;
  useEffect(() => {
    if (started || !page) return;
    // Sampled once per document, whatever the page: the first decision stands.
    started = true;
    if (!isSampled(webVitalsSampleRate, Math.random())) return;
    const start = () => {
      void import('web-vitals').then(
        (vitals) => {
          collectWebVitals(vitals, {
            apiBaseUrl,
            page,
            sendBeacon: (url, body) => navigator.sendBeacon(url, body),
            onHidden: (send) =>
              // Bubbling on window: after web-vitals' capture listener has reported final values.
              addEventListener('visibilitychange', () => {
                if (document.visibilityState === 'hidden') send();
              }),
          });
          // As `data-hydrated`: browser tests wait for this instead of for a while.
          document.documentElement.dataset.webVitals = 'collecting';
        },
        () => undefined,
      );
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  }, [apiBaseUrl, page, webVitalsSampleRate]);
  return null;
}
