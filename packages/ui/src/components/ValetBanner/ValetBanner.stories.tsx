import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { ValetBanner } from './ValetBanner';

const meta = {
  title: 'Banners/ValetBanner',
  component: ValetBanner,
  tags: ['autodocs'],
  args: { LinkComponent: StoryLink },
  argTypes: {
    image: { control: 'inline-radio', options: [1, 2, 3] },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof ValetBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The compact banner: "Get 5 Free Quotes". */
export const Minimal: Story = { args: { minimal: true, image: 2 } };

export const ThirdImage: Story = { args: { image: 3 } };

export const Translated: Story = {
  args: {
    title: 'Décrivez votre projet et recevez des devis en 1 heure',
    buttonText: 'Commencer',
  },
};
