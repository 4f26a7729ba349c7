import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';

const heart = (
  <path d="M12 21s-7.5-4.6-9.3-9.5C1.5 8.2 3.6 5 6.9 5c2 0 3.4 1.1 4.1 2.3C11.7 6.1 13.1 5 15.1 5c3.3 0 5.4 3.2 4.2 6.5C17.5 16.4 12 21 12 21z" />
);

const meta = {
  title: 'Media/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { children: heart, title: 'Saved' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'inherit'] },
    children: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title: an image with that name. */
export const Named: Story = {};

/** Without a title: decoration. */
export const Decorative: Story = { args: { title: undefined } };

/** A drawing on a 48-unit box. */
export const CustomViewBox: Story = {
  args: {
    viewBox: '0 0 48 48',
    title: 'Location',
    children: <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth={4} />,
  },
};

export const Large: Story = { args: { size: 'large' } };
