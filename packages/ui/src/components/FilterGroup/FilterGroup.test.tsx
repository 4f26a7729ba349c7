import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { FilterGroup } from './FilterGroup';
import * as stories from './FilterGroup.stories';

const { Checkboxes, WithSelection, HideEmpty, LongListWithSearch, WithoutCounts, FoundingYears } =
  composeStories(stories);

describe('FilterGroup', () => {
  test('is a group named by its title, with a checkbox and count per option', () => {
    renderWithTheme(<Checkboxes />);
    const group = screen.getByRole('group', { name: 'Hourly rate' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(group).getByRole('checkbox', { name: '$30 - $70 (1,280)' })).not.toBeChecked();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  test('ticking and unticking reports the new selection', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    renderWithTheme(<WithSelection onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: '$30 - $70 (1,280)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '< $30 (412)' }));
    expect(onChange).toHaveBeenLastCalledWith(['30', '70', '29']);
    await user.click(screen.getByRole('checkbox', { name: '$30 - $70 (1,280)' }));
    expect(onChange).toHaveBeenLastCalledWith(['70', '29']);
  });

  test('hides empty options when asked', () => {
    renderWithTheme(<HideEmpty />);
    expect(screen.queryByRole('checkbox', { name: /\$250\+/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  test('a long list has a search box that filters the options', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LongListWithSearch />);
    const search = screen.getByRole('searchbox', { name: 'Search countries' });
    await user.type(search, 'po');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /^Poland/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Portugal/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  test('the options are one Tab stop: arrow keys move inside, Tab leaves', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Checkboxes />
        <button type="button">Apply</button>
      </>,
    );
    const boxes = screen.getAllByRole('checkbox');
    await user.tab();
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(boxes[boxes.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes[0]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(boxes[0]).toHaveFocus();
  });

  test('options without counts show only their names', () => {
    renderWithTheme(<WithoutCounts />);
    expect(screen.getByRole('checkbox', { name: 'Verified companies only' })).toBeInTheDocument();
  });

  test('the slider variant has two named thumbs and reports the range on commit', () => {
    const onChange = fn();
    renderWithTheme(<FoundingYears onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Founding year: 2005 – 2020' })).toBeInTheDocument();
    const from = screen.getByRole('slider', { name: 'Founding year from' });
    const to = screen.getByRole('slider', { name: 'Founding year to' });
    expect(from).toHaveValue('2005');
    expect(to).toHaveValue('2020');
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith([2006, 2020]);
  });

  test.each(['checkbox', 'slider'] as const)('filterType %s renders a named group', (type) => {
    renderWithTheme(
      type === 'checkbox' ? (
        <FilterGroup
          filterType="checkbox"
          title="Services"
          options={[]}
          selected={[]}
          onChange={fn()}
        />
      ) : (
        <FilterGroup
          filterType="slider"
          title="Services"
          min={0}
          max={10}
          value={[1, 9]}
          onChange={fn()}
        />
      ),
    );
    expect(screen.getByRole('group', { name: /^Services/ })).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
