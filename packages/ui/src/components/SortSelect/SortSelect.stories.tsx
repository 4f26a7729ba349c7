import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SortSelect } from './SortSelect';
import type { SortSelectOption, SortSelectProps } from './SortSelect';

/** The directory's orders as the app passes them (the list itself lives in @atlas/api). */
const DIRECTORY_ORDERS: SortSelectOption[] = [
  { key: 'verified', direction: 'desc', label: 'Verified' },
  { key: 'awards', direction: 'desc', label: 'Awards' },
  { key: 'score', direction: 'desc', label: 'Profile Score' },
  { key: 'rating', direction: 'desc', label: 'Rating' },
  { key: 'name', direction: 'asc', label: 'Company Name (A to Z)' },
  { key: 'name', direction: 'desc', label: 'Company Name (Z to A)' },
  { key: 'price', direction: 'asc', label: 'Hourly Rate (lowest first)' },
  { key: 'price', direction: 'desc', label: 'Hourly Rate (highest first)' },
];

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
  args: { value: { key: 'rating', direction: 'desc' }, onChange: fn(), options: DIRECTORY_ORDERS },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    options: { control: false },
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

/** Only some orders on offer. */
export const SomeOrders: Story = {
  args: {
    options: DIRECTORY_ORDERS.filter((order) => order.key === 'verified' || order.key === 'name'),
    value: { key: 'name', direction: 'asc' },
  },
};

export const Medium: Story = { args: { size: 'medium' } };

export const Translated: Story = {
  args: {
    label: 'Trier par',
    options: [
      { key: 'rating', direction: 'desc', label: 'Note' },
      { key: 'name', direction: 'asc', label: 'Nom (A–Z)' },
      { key: 'name', direction: 'desc', label: 'Nom (Z–A)' },
    ],
  },
};
