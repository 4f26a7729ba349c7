import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { ReviewCount } from './ReviewCount';

const meta = {
  title: 'Directory/ReviewCount',
  component: ReviewCount,
  tags: ['autodocs'],
  args: { count: 128 },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    LinkComponent: { control: false },
    getLabel: { control: false },
  },
} satisfies Meta<typeof ReviewCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};

/** Thousands get a separator. */
export const Thousands: Story = { args: { count: 12408 } };

export const One: Story = { args: { count: 1 } };

export const None: Story = { args: { count: 0 } };

/** With `href` the text links to the reviews. */
export const Linked: Story = {
  args: { count: 42, href: '/companies/northwind-digital#reviews', LinkComponent: StoryLink },
};

export const Small: Story = {
  args: {
    count: 42,
    size: 'small',
    href: '/companies/northwind-digital#reviews',
    LinkComponent: StoryLink,
  },
};

/** `getLabel` translates the text. */
export const Translated: Story = {
  args: { count: 3, getLabel: (count: number) => (count === 1 ? '1 avis' : `${count} avis`) },
};
