import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../scripts/vitest/fail-on-console';
import '../../scripts/vitest/quiet-jsdom';

// Tell React this environment drives updates through act().
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

afterEach(() => cleanup());
