import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewFilter } from './ReviewFilter';
import type { ReviewFilterOption, ReviewFilterProps } from './ReviewFilter';

// The directory's thresholds as the app passes them (the lists live in @atlas/api).
const REVIEW_COUNTS: ReviewFilterOption[] = [1, 3, 5, 10, 20].map((value) => ({
  value,
  label: `${value}+ reviews`,
}));
const RATINGS: ReviewFilterOption[] = [
  { value: 5, label: '5 stars only' },
  { value: 4, label: '4 stars and up' },
  { value: 3, label: '3 stars and up' },
  { value: 2, label: '2 stars and up' },
  { value: 1, label: '1 star and up' },
];

function Stateful(props: ReviewFilterProps) {
  const [value, setValue] = React.useState(props.value);
  return (
    <ReviewFilter
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
  title: 'Filters/ReviewFilter',
  component: ReviewFilter,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { title: 'Reviews', options: REVIEW_COUNTS, value: null, onChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof ReviewFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "N+ reviews", nothing chosen. */
export const ReviewCount: Story = {};

export const ReviewCountChosen: Story = { args: { value: 5 } };

/** "5 stars only", "N stars and up". */
export const Rating: Story = { args: { title: 'Rating', options: RATINGS } };

export const RatingChosen: Story = { args: { title: 'Rating', options: RATINGS, value: 4 } };

export const Translated: Story = {
  args: {
    title: 'Note',
    allLabel: 'Toutes',
    options: RATINGS.map(({ value }) => ({
      value,
      label: value === 5 ? '5 étoiles' : `${value} étoiles et plus`,
    })),
  },
};
