import type { Meta, StoryObj } from '@storybook/react-vite';
import { SponsoredLabel } from './SponsoredLabel';

const meta = {
  title: 'Badges/SponsoredLabel',
  component: SponsoredLabel,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: ['outlined', 'filled'] } },
} satisfies Meta<typeof SponsoredLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};

export const Filled: Story = { args: { variant: 'filled' } };

export const Translated: Story = { args: { label: 'Sponsorisé' } };
