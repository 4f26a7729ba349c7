import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon } from '../../internal/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No companies match your filters',
    description: 'Try removing a filter or two, or search a wider area.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['page', 'inline'] },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    icon: { control: false },
    actions: { control: false },
    description: { control: 'text' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const WithIconAndAction: Story = {
  args: {
    icon: <SearchIcon />,
    actions: <Button variant="contained">Clear all filters</Button>,
  },
};

/** Fills a page, e.g. a saved search with no results. */
export const Page: Story = {
  args: { size: 'page', headingLevel: 1, title: 'No saved searches yet' },
};

export const TitleOnly: Story = { args: { title: 'No reviews yet', description: undefined } };
