// zod is configured before any of its code runs by the inline script the server writes into every
// page (`globalThis.__zod_globalConfig`, jitless: no `new Function` probe, which the pages' CSP
// would report), so nothing here imports zod: it loads with the first call or form that needs it.
import { hydrateApp } from './app/hydrate';

void hydrateApp(document.getElementById('root') ?? document.body, {
  // React recovers from some errors by rendering again; the production build names them by number
  // only, so the cause is written out too, where it can be read and fixed.
  onRecoverableError: (error) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    console.error(
      error instanceof Error ? error.message : error,
      cause ? `Cause: ${cause.message}` : '',
    );
  },
});
