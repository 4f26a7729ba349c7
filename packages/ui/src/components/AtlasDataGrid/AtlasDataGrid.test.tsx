import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import * as stories from './AtlasDataGrid.stories';

const { ServerPaginated, ClientSide, Loading, Empty, LoadError, ChosenColumns } =
  composeStories(stories);

describe('AtlasDataGrid', () => {
  test('a named grid with headers and rows', () => {
    renderWithTheme(<ClientSide />);
    const grid = screen.getByRole('grid', { name: 'Project submissions' });
    expect(within(grid).getByRole('columnheader', { name: 'Project' })).toBeInTheDocument();
    expect(within(grid).getByText('Project 1: Mobile app')).toBeInTheDocument();
  });

  test('server side: shows the page it is given and reports page changes', async () => {
    const user = userEvent.setup();
    const onPaginationModelChange = fn();
    renderWithTheme(<ServerPaginated onPaginationModelChange={onPaginationModelChange} />);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPaginationModelChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    expect(await screen.findByText('Project 11: CRM rollout')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
  });

  test('sorting is reported to the owner', async () => {
    const user = userEvent.setup();
    const onSortModelChange = fn();
    renderWithTheme(<ServerPaginated onSortModelChange={onSortModelChange} />);
    await user.click(screen.getByRole('columnheader', { name: 'Budget' }));
    expect(onSortModelChange).toHaveBeenLastCalledWith(
      [{ field: 'budget', sort: 'asc' }],
      expect.anything(),
    );
  });

  test('hides the columns its owner hides, and reports the person’s choice', async () => {
    const user = userEvent.setup();
    const onColumnVisibilityModelChange = fn();
    renderWithTheme(
      <ChosenColumns onColumnVisibilityModelChange={onColumnVisibilityModelChange} />,
    );
    const grid = screen.getByRole('grid', { name: 'Project submissions' });
    expect(within(grid).queryByRole('columnheader', { name: 'Stage' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Budget' }));
    expect(onColumnVisibilityModelChange).toHaveBeenLastCalledWith({
      stage: false,
      budget: false,
    });
    expect(within(grid).queryByRole('columnheader', { name: 'Budget' })).not.toBeInTheDocument();
  });

  test('has no toolbar when its owner does not choose columns', () => {
    renderWithTheme(<ClientSide />);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  });

  test('shows the loading overlay', () => {
    renderWithTheme(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
  });

  test('says when there is nothing', () => {
    renderWithTheme(<Empty />);
    expect(screen.getByText('No project submissions yet.')).toBeInTheDocument();
  });

  test('shows a load error instead of rows', () => {
    renderWithTheme(<LoadError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the submissions.');
    expect(screen.queryByText('Project 1: Mobile app')).not.toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
