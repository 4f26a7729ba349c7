import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../../test/storyLinks';
import { Top10Badge } from './Top10Badge';

const meta = {
  title: 'Badges/Top10Badge',
  component: Top10Badge,
  tags: ['autodocs'],
  args: { position: 'static', LinkComponent: StoryLink, onCollapsedChange: fn() },
  argTypes: {
    position: { control: 'inline-radio', options: ['fixed', 'static'] },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof Top10Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

/** With the company's city in the message. */
export const WithCity: Story = {
  args: { message: 'Get Northwind Digital into the TOP 10 of Kraków.' },
};

/** Floating at the bottom-right of the page, as in the app. */
export const Floating: Story = {
  args: { position: 'fixed' },
  parameters: { docs: { story: { inline: false, height: '260px' } } },
};
