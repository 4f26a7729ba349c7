import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { ServicesBreakdownVariant } from './ServicesBreakdown';
import * as stories from './ServicesBreakdown.stories';

const { Bar, SingleService, Empty, Translated } = composeStories(stories);

describe('ServicesBreakdown', () => {
  test.each<ServicesBreakdownVariant>(['bar', 'chart'])(
    'variant %s lists each service with its share under the title',
    (variant) => {
      renderWithTheme(<Bar variant={variant} />);
      const list = screen.getByRole('list', { name: 'Service focus' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
        'Web Development 45%',
        'Mobile App Development 30%',
        'UX/UI Design 15%',
        'IT Consulting 10%',
      ]);
      expect(screen.getByRole('figure', { name: 'Service focus' })).toBeInTheDocument();
    },
  );

  test('names each segment of the bar by its share', () => {
    renderWithTheme(<Bar />);
    const list = screen.getByRole('list', { name: 'Service focus' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Web Development 45%',
      'Mobile App Development 30%',
      'UX/UI Design 15%',
      'IT Consulting 10%',
    ]);
  });

  test('a single service is listed at 100%', () => {
    renderWithTheme(<SingleService />);
    expect(screen.getByRole('listitem')).toHaveTextContent('SEO 100%');
  });

  test('renders nothing when no service has a share', () => {
    renderWithTheme(<Empty />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  test('takes a translated title', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('list', { name: 'Services proposés' })).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
