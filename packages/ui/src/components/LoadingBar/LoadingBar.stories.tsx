import * as React from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './LoadingBar';
import type { LoadingBarProps } from './LoadingBar';

/** A button to start and finish a fake page load. */
function Playground(props: LoadingBarProps) {
  const [loading, setLoading] = React.useState(props.loading);
  return (
    <>
      <LoadingBar {...props} loading={loading} />
      <Button variant="outlined" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Start loading'}
      </Button>
    </>
  );
}

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  tags: ['autodocs'],
  render: (args) => <Playground {...args} />,
  args: { loading: true, position: 'static' },
  argTypes: { position: { control: 'inline-radio', options: ['fixed', 'static'] } },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the bar appears after 200 ms and creeps forward. */
export const Loading: Story = {};

/** Idle: nothing is shown. */
export const Idle: Story = { args: { loading: false } };

/** Pinned to the top of the viewport, as in the app. */
export const Fixed: Story = { args: { position: 'fixed' } };

/** Slower: 10 s to cross, shown at once. */
export const Slow: Story = { args: { duration: 10_000, throttle: 0 } };
