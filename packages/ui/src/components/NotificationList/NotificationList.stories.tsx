import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW, sampleNotifications } from '../../test/notifications';
import { NotificationList } from './NotificationList';

const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  tags: ['autodocs'],
  args: {
    notifications: sampleNotifications,
    now: STORY_NOW,
    onItemClick: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};

/** While a clear is pending, "Clear All" is disabled. */
export const Clearing: Story = { args: { clearing: true } };

/** Only special notifications: no "Clear All". */
export const OnlySpecial: Story = {
  args: { notifications: sampleNotifications.filter((item) => item.type.startsWith('special_')) },
};

export const Empty: Story = { args: { notifications: [] } };

export const Translated: Story = {
  args: { title: 'Notifications', clearAllLabel: 'Tout effacer', locale: 'fr' },
};
