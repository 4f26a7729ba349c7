import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../../test/storyLinks';
import { HoverMenu } from './HoverMenu';

const accountLinks = (
  <nav aria-label="Account">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {[
        ['Dashboard', '/dashboard/'],
        ['My Company', '/dashboard/company'],
        ['Get Support', '/dashboard/overview/support'],
        ['Logout', '/logout'],
      ].map(([text = '', href = '']) => (
        <li key={href}>
          <StoryLink href={href}>{text}</StoryLink>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Navigation/HoverMenu',
  component: HoverMenu,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <HoverMenu {...args} />
    </div>
  ),
  args: { label: 'Account', children: accountLinks, onOpenChange: fn(), onPrepare: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    children: { control: false },
    label: { control: 'text' },
  },
} satisfies Meta<typeof HoverMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: rest the pointer on the button for 250 ms, or click it. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** Lined up with the button's end edge, e.g. at the right of the header. */
export const AlignEnd: Story = {
  args: { defaultOpen: true, align: 'end' },
  render: (args) => (
    <div style={{ minHeight: 240, display: 'flex', justifyContent: 'flex-end' }}>
      <HoverMenu {...args} />
    </div>
  ),
};

/** Closes as soon as the pointer leaves. */
export const CloseOnMouseLeave: Story = { args: { closeOnMouseLeave: true } };

/** The closed panel stays in the page, hidden, so a server render carries its links. */
export const KeepMounted: Story = { args: { keepMounted: true } };
