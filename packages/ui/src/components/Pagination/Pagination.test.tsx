import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { AtlasLinkProps } from '../../internal/link';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { Pagination } from './Pagination';
import type { PaginationAlign, PaginationSize } from './Pagination';
import * as stories from './Pagination.stories';

const { MiddlePage, FirstPage, LastPage, FewPages, SinglePage, WithFirstAndLast, Translated } =
  composeStories(stories);

describe('Pagination', () => {
  test('is a navigation landmark named "Pagination"', () => {
    renderWithTheme(<MiddlePage />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  test('every page is a real link built by getPageHref', () => {
    renderWithTheme(<FewPages />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(nav).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/companies?page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(nav).getByRole('link', { name: 'Go to next page' })).toHaveAttribute(
      'href',
      '/companies?page=3',
    );
  });

  test('marks the current page with aria-current="page"', () => {
    renderWithTheme(<MiddlePage />);
    const current = screen.getByRole('link', { name: 'page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/companies?page=5');
    const others = screen.getAllByRole('link').filter((link) => link !== current);
    for (const link of others) expect(link).not.toHaveAttribute('aria-current');
  });

  test('previous and next links carry rel hints', () => {
    renderWithTheme(<MiddlePage />);
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'rel',
      'prev',
    );
    expect(screen.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('rel', 'next');
  });

  test('on the first page, "previous" is a disabled button and not a link', () => {
    renderWithTheme(<FirstPage />);
    expect(screen.queryByRole('link', { name: 'Go to previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('on the last page, "next" is a disabled button and not a link', () => {
    renderWithTheme(<LastPage />);
    expect(screen.queryByRole('link', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  test('shows first and last links when asked', () => {
    renderWithTheme(<WithFirstAndLast />);
    expect(screen.getByRole('link', { name: 'Go to first page' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.getByRole('link', { name: 'Go to last page' })).toHaveAttribute(
      'href',
      '/companies?page=250',
    );
  });

  test('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<SinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelector('nav')).toBeNull();
  });

  test('takes a translated landmark and item names', () => {
    renderWithTheme(<Translated />);
    const nav = screen.getByRole('navigation', { name: 'Pages des avis' });
    expect(within(nav).getByRole('link', { name: 'Aller à la page 6' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page suivante' })).toBeInTheDocument();
  });

  test('renders its links with the given link component, reachable by keyboard', async () => {
    const user = userEvent.setup();
    const rendered: string[] = [];
    function RouterLink({ href, ...rest }: AtlasLinkProps) {
      rendered.push(href);
      return <a href={href} data-router="" {...rest} />;
    }
    renderWithTheme(
      <Pagination
        page={1}
        count={3}
        getPageHref={(page) => `/p/${page}`}
        LinkComponent={RouterLink}
      />,
    );
    expect(rendered).toEqual(expect.arrayContaining(['/p/1', '/p/2', '/p/3']));

    await user.tab();
    expect(screen.getByRole('link', { name: 'page 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveFocus();
  });

  test.each<[PaginationSize, PaginationAlign]>([
    ['small', 'start'],
    ['medium', 'center'],
    ['large', 'end'],
  ])('size %s, align %s keeps the landmark and links', (size, align) => {
    renderWithTheme(<MiddlePage size={size} align={align} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
