import * as React from 'react';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertToast } from './AlertToast';
import type { AlertToastProps } from './AlertToast';

/** Lets the catalogue reopen a toast after it has gone. */
function Stateful(props: AlertToastProps) {
  const [open, setOpen] = React.useState(props.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show toast
      </Button>
      <AlertToast
        {...props}
        open={open}
        onClose={(reason) => {
          props.onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/AlertToast',
  component: AlertToast,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { message: 'Notifications cleared successfully!', open: true, onClose: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] },
    autoHideDuration: { control: 'number' },
  },
  parameters: { docs: { story: { inline: false, height: '180px' } } },
} satisfies Meta<typeof AlertToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success is the default type. */
export const Success: Story = {};

export const Info: Story = { args: { type: 'info', message: 'Your profile is being reviewed.' } };

export const Warning: Story = {
  args: { type: 'warning', message: 'Your session expires in 5 minutes.' },
};

export const ErrorMessage: Story = {
  args: { type: 'error', message: 'Could not save your changes.' },
};

/** At the top centre of the screen. */
export const Centered: Story = { args: { centered: true } };

/** Stays until closed. */
export const Persistent: Story = { args: { autoHideDuration: null } };

export const Translated: Story = {
  args: { message: 'Notifications supprimées !', closeLabel: 'Fermer' },
};
