import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { Pagination } from './Pagination';

/** The app's shape of listing addresses: page 1 is the bare listing. */
const companiesPage = (page: number) => (page === 1 ? '/companies' : `/companies?page=${page}`);

const meta = {
  title: 'Directory/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 5, count: 12, getPageHref: companiesPage, LinkComponent: StoryLink },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    getPageHref: { control: false },
    LinkComponent: { control: false },
    getItemAriaLabel: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Somewhere in the middle: ellipses on both sides. */
export const MiddlePage: Story = {};

/** On page 1 "previous" is a disabled button, not a link. */
export const FirstPage: Story = { args: { page: 1 } };

/** On the last page "next" is a disabled button, not a link. */
export const LastPage: Story = { args: { page: 12 } };

/** Few pages: no ellipsis. */
export const FewPages: Story = { args: { page: 2, count: 4 } };

/** One page needs no navigation: nothing is rendered. */
export const SinglePage: Story = { args: { page: 1, count: 1 } };

export const WithFirstAndLast: Story = {
  args: { page: 40, count: 250, showFirstButton: true, showLastButton: true },
};

/** More pages around the current one. */
export const WideWindow: Story = {
  args: { page: 20, count: 60, siblingCount: 2, boundaryCount: 2 },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const AlignStart: Story = { args: { align: 'start' } };

export const AlignEnd: Story = { args: { align: 'end' } };

/** A second navigation on the page gets its own name; item names can be translated. */
export const Translated: Story = {
  args: {
    label: 'Pages des avis',
    getItemAriaLabel: (type, page, selected) => {
      if (type === 'page') return selected ? `page ${page}` : `Aller à la page ${page}`;
      return type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type;
    },
  },
};
