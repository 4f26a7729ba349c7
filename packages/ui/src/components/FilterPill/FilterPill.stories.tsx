import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterPill } from './FilterPill';

const meta = {
  title: 'Filters/FilterPill',
  component: FilterPill,
  tags: ['autodocs'],
  args: { label: 'Poland' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    getRemoveLabel: { control: false },
  },
} satisfies Meta<typeof FilterPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value shown for information only. */
export const Static: Story = {};

/** An applied filter: the whole pill removes it. */
export const Removable: Story = { args: { label: '$30 - $70', onRemove: fn() } };

/** A quick filter that toggles on and off. */
export const Toggle: Story = { args: { label: 'Verified only', onClick: fn(), selected: false } };

export const ToggleSelected: Story = {
  args: { label: 'Verified only', onClick: fn(), selected: true },
};

export const Small: Story = { args: { label: 'Kraków', size: 'small', onRemove: fn() } };

/** `getRemoveLabel` translates the button's name. */
export const Translated: Story = {
  args: { label: 'Pologne', onRemove: fn(), getRemoveLabel: (label: string) => `Retirer ${label}` },
};
