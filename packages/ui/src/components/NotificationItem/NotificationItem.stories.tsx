import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationItem } from './NotificationItem';
import { STORY_NOW, sampleNotifications } from '../../test/notifications';

const [valet, chat, contact, awards, special] = sampleNotifications;
if (!valet || !chat || !contact || !awards || !special) throw new Error('fixtures missing');

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <NotificationItem {...args} />
    </div>
  ),
  args: { notification: valet, now: STORY_NOW, onClick: fn() },
  argTypes: { notification: { control: 'object' } },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** valet_* types: the inbox icon. */
export const Valet: Story = {};

/** Chat and contact types: the chat icon. */
export const ChatMessage: Story = { args: { notification: chat } };

export const ContactRequest: Story = { args: { notification: contact } };

/** awards: the trophy. */
export const Awards: Story = { args: { notification: awards } };

/** special_*: the star. */
export const Special: Story = { args: { notification: special } };

/** Script, handlers and links in the message are removed; the text stays. */
export const UnsafeMessage: Story = {
  args: {
    notification: {
      ...valet,
      id: 'unsafe',
      message:
        'Hello <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">there</a> <b>friend</b>',
    },
  },
};

/** Without `onClick` it is not a button. */
export const ReadOnly: Story = { args: { onClick: undefined } };
