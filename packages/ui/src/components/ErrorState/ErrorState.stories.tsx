import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'States/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { status: 404 },
  argTypes: {
    size: { control: 'inline-radio', options: ['page', 'inline'] },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    actions: { control: false },
    message: { control: 'text' },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route that fails validation (SPEC §8). */
export const NotFound: Story = {};

/** The not-found page of SPEC §2. */
export const SomethingMissing: Story = {
  args: {
    status: undefined,
    title: 'Something Missing',
    message: "Oops! We can't seem to find the page you are looking for …",
    actions: (
      <Button variant="contained" href="/">
        Go to Homepage
      </Button>
    ),
  },
};

/** An error while loading a page: status and message from the error. */
export const ServerError: Story = {
  args: { status: 500, message: 'Unknown middleware' },
};

/** Inside a panel, announced as an alert, with a retry. */
export const Inline: Story = {
  args: {
    status: undefined,
    size: 'inline',
    headingLevel: 2,
    title: 'Could not load the cities',
    actions: (
      <Button variant="outlined" onClick={fn()}>
        Try again
      </Button>
    ),
  },
};
