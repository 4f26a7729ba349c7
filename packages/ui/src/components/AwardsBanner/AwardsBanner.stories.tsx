import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLink } from '../../test/storyLinks';
import { AwardsBanner, awardsBannerLinkTexts } from './AwardsBanner';

const meta = {
  title: 'Awards/AwardsBanner',
  component: AwardsBanner,
  tags: ['autodocs'],
  args: {
    message: 'The Agency Atlas Awards 2025 are open.',
    linkText: awardsBannerLinkTexts.voting,
    href: '/awards-2025',
    onClose: fn(),
    LinkComponent: StoryLink,
  },
  argTypes: {
    linkText: { control: 'select', options: Object.values(awardsBannerLinkTexts) },
    LinkComponent: { control: false },
    message: { control: 'text' },
  },
} satisfies Meta<typeof AwardsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While voting is open. */
export const Voting: Story = {};

/** Once the voting end date has passed. */
export const Nominees: Story = {
  args: {
    message: 'Voting for the 2025 Awards has closed.',
    linkText: awardsBannerLinkTexts.nominees,
  },
};

/** After the voting phase. */
export const Winners: Story = {
  args: {
    message: 'The Agency Atlas Awards 2024 winners are out.',
    linkText: awardsBannerLinkTexts.winners,
    href: '/awards-2024',
  },
};

/** Without `onClose` it cannot be closed. */
export const NotClosable: Story = { args: { onClose: undefined } };
