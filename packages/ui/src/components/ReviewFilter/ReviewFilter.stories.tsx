import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewFilter } from './ReviewFilter';
import type { ReviewFilterProps } from './ReviewFilter';

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
  args: { kind: 'reviewsCount', value: null, onChange: fn() },
  argTypes: {
    kind: { control: 'inline-radio', options: ['reviewsCount', 'rating'] },
    getOptionLabel: { control: false },
  },
} satisfies Meta<typeof ReviewFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "N+ reviews", nothing chosen. */
export const ReviewCount: Story = {};

export const ReviewCountChosen: Story = { args: { value: 5 } };

/** "5 stars only", "N stars and up". */
export const Rating: Story = { args: { kind: 'rating' } };

export const RatingChosen: Story = { args: { kind: 'rating', value: 4 } };

export const Translated: Story = {
  args: {
    kind: 'rating',
    title: 'Note',
    allLabel: 'Toutes',
    getOptionLabel: (value: number) => (value === 5 ? '5 étoiles' : `${value} étoiles et plus`),
  },
};
