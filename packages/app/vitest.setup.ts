import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../scripts/vitest/fail-on-console';
import '../../scripts/vitest/quiet-jsdom';

// Tell React this environment drives updates through act().
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

// findBy… and waitFor give up after this long. The default (1 s) is shorter than a lazy page's
// first import takes on a loaded two-core machine; a passing test never waits for it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
