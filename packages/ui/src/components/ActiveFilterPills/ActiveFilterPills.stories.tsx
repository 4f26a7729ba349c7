import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActiveFilterPills } from './ActiveFilterPills';
import type { ActiveFilterPill, ActiveFilterPillsProps } from './ActiveFilterPills';

const applied: ActiveFilterPill[] = [
  { id: 'countries:12', label: 'Poland' },
  { id: 'services:3', label: 'Web Development' },
  { id: 'hourlyrates:30', label: '$30 - $70' },
  { id: 'reviewscount:5', label: '5+ reviews' },
];

/** Keeps the pills in state so removing and clearing work in the catalogue. */
function Stateful(props: ActiveFilterPillsProps) {
  const [pills, setPills] = React.useState(props.pills);
  return (
    <ActiveFilterPills
      {...props}
      pills={pills}
      onRemove={(id) => {
        props.onRemove(id);
        setPills((current) => current.filter((pill) => pill.id !== id));
      }}
      onClearAll={
        props.onClearAll &&
        (() => {
          props.onClearAll?.();
          setPills([]);
        })
      }
    />
  );
}

const meta = {
  title: 'Filters/ActiveFilterPills',
  component: ActiveFilterPills,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { pills: applied, onRemove: fn(), onClearAll: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    getRemoveLabel: { control: false },
  },
} satisfies Meta<typeof ActiveFilterPills>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};

/** One pill: "Clear all" would do the same as removing it, so it is hidden. */
export const Single: Story = { args: { pills: applied.slice(0, 1) } };

/** Nothing applied: nothing is rendered. */
export const Empty: Story = { args: { pills: [] } };

/** Without `onClearAll` there is no clear-all button. */
export const WithoutClearAll: Story = { args: { onClearAll: undefined } };

export const Small: Story = { args: { size: 'small' } };

export const Translated: Story = {
  args: {
    label: 'Filtres actifs',
    clearAllLabel: 'Tout effacer',
    getRemoveLabel: (label: string) => `Retirer ${label}`,
  },
};
