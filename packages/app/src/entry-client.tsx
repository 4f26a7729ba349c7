// First: it configures zod before any schema module is evaluated.
import './app/zod-config';
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
