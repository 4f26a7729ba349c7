import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container and fails with a readable list when anything is wrong.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: {
      // jsdom lays nothing out and paints nothing, so axe cannot work out colours there and would
      // report guesses. Contrast is checked where pages really render: Storybook's a11y addon and
      // the browser journeys.
      'color-contrast': { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
