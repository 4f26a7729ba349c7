import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareButtons } from './ShareButtons';

const meta = {
  title: 'Awards/ShareButtons',
  component: ShareButtons,
  tags: ['autodocs'],
  args: { url: 'https://agencyatlas.example/awards-2025', title: 'Agency Atlas Awards 2025' },
  argTypes: { getLabel: { control: false } },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Facebook, X and LinkedIn. */
export const ThreeNetworks: Story = {};

export const OneNetwork: Story = { args: { networks: ['linkedin'] } };

export const Translated: Story = {
  args: { label: 'Partager', getLabel: (network) => `Partager sur ${network}` },
};
