import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SortSelect } from './SortSelect';
import type { SortSelectProps } from './SortSelect';

function Stateful(props: SortSelectProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { value: { key: 'rating', direction: 'desc' }, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    getOptionLabel: { control: false },
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed key: best rating first. */
export const ByRating: Story = {};

/** An orderable key, going down. */
export const ByHourlyRateDescending: Story = {
  args: { value: { key: 'price', direction: 'desc' } },
};

/** Only some keys on offer. */
export const SomeKeys: Story = {
  args: { keys: ['verified', 'name'], value: { key: 'name', direction: 'asc' } },
};

export const Medium: Story = { args: { size: 'medium' } };

export const Translated: Story = {
  args: {
    label: 'Trier par',
    keys: ['rating', 'name'],
    getOptionLabel: (value) =>
      value.key === 'rating' ? 'Note' : value.direction === 'asc' ? 'Nom (A–Z)' : 'Nom (Z–A)',
  },
};
