import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { GetListedBox } from './GetListedBox';

const meta = {
  title: 'Banners/GetListedBox',
  component: GetListedBox,
  tags: ['autodocs'],
  args: { LinkComponent: StoryLink },
  argTypes: {
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof GetListedBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Translated: Story = {
  args: {
    title: 'Inscrivez votre agence',
    description: 'Des milliers de clients cherchent un partenaire comme vous.',
    buttonText: 'Inscription',
  },
};
