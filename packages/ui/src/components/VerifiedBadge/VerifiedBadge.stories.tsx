import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifiedBadge } from './VerifiedBadge';

const meta = {
  title: 'Badges/VerifiedBadge',
  component: VerifiedBadge,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: ['label', 'icon'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {};

export const IconOnly: Story = { args: { variant: 'icon' } };

export const Small: Story = { args: { size: 'small' } };

export const Translated: Story = { args: { label: 'Vérifiée' } };
