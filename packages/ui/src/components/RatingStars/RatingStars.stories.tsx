import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './RatingStars';
import type { RatingStarsProps, RatingStarsSize } from './RatingStars';

/** Input mode needs a value that follows the changes: this keeps it, as a form would. */
function RatingStarsInput(props: RatingStarsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingStars
      {...props}
      value={value}
      onChange={(newValue) => {
        setValue(newValue);
        props.onChange?.(newValue);
      }}
    />
  );
}

const sizes: RatingStarsSize[] = ['small', 'medium', 'large'];

const meta = {
  title: 'Directory/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.5 },
  argTypes: {
    value: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: sizes },
    onChange: { control: false },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, rounded to the nearest half star. */
export const Display: Story = {};

/** With the number beside the stars. */
export const WithValue: Story = { args: { value: 4.8, showValue: true } };

export const WholeStars: Story = { args: { value: 4, showValue: true } };

export const LowRating: Story = { args: { value: 1.5, showValue: true } };

export const Zero: Story = { args: { value: 0, showValue: true } };

/** `null`: nothing to show yet; the stars stay empty and say so. */
export const NotRated: Story = { args: { value: null, showValue: true } };

/** Every size, with the number. */
export const Sizes: Story = {
  args: { showValue: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {sizes.map((size) => (
        <RatingStars key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Input mode: Tab into the stars, then use the arrow keys; or click. */
export const Input: Story = {
  args: { value: 3, label: 'Your rating' },
  render: (args) => <RatingStarsInput {...args} />,
};

/** Input mode before anything is chosen. */
export const InputEmpty: Story = {
  args: { value: null, label: 'Your rating' },
  render: (args) => <RatingStarsInput {...args} />,
};

export const InputDisabled: Story = {
  args: { value: 2, label: 'Your rating', disabled: true },
  render: (args) => <RatingStarsInput {...args} />,
};

/** The dark, gold awards look (switch any story with the toolbar's theme menu). */
export const AwardsTheme: Story = {
  args: { value: 4.5, showValue: true, size: 'large' },
  globals: { theme: 'awards' },
};
