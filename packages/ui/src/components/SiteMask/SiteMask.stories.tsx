import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SiteMask } from './SiteMask';

const meta = {
  title: 'Feedback/SiteMask',
  component: SiteMask,
  tags: ['autodocs'],
  args: { open: true, onClick: fn() },
  argTypes: { level: { control: 'inline-radio', options: ['menu', 'modal'] } },
  parameters: { docs: { story: { inline: false, height: '200px' } } },
} satisfies Meta<typeof SiteMask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Behind an open menu: a dimmed layer that closes the menu when clicked. */
export const BehindMenu: Story = {};

/** A site-wide wait with a named spinner. */
export const Loading: Story = { args: { level: 'modal', label: 'Loading' } };

/** Closed: nothing is shown. */
export const Closed: Story = { args: { open: false } };
