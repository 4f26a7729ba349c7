import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationBadge } from './NotificationBadge';

const meta = {
  title: 'Notifications/NotificationBadge',
  component: NotificationBadge,
  tags: ['autodocs'],
  args: { count: 5, onClick: fn() },
  argTypes: { getLabel: { control: false } },
} satisfies Meta<typeof NotificationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

/** 99 is still exact. */
export const NinetyNine: Story = { args: { count: 99 } };

/** From 100 on: "99+". */
export const Capped: Story = { args: { count: 250 } };

/** Nothing new: no bubble. */
export const None: Story = { args: { count: 0 } };

export const Expanded: Story = { args: { expanded: true } };

export const Translated: Story = {
  args: { getLabel: (count: number) => `Notifications, ${count} nouvelles` },
};
