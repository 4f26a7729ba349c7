import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageFade } from './PageFade';
import type { PageFadeProps } from './PageFade';

const pages = ['Companies', 'Services', 'Awards'];

/** Buttons to move between three fake pages. */
function Playground(props: PageFadeProps) {
  const [page, setPage] = React.useState(props.transitionKey);
  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        {pages.map((name) => (
          <Button key={name} variant="outlined" onClick={() => setPage(name)}>
            Go to {name}
          </Button>
        ))}
      </div>
      <PageFade {...props} transitionKey={page}>
        <Typography variant="h2" component="h1">
          {page}
        </Typography>
      </PageFade>
    </>
  );
}

const meta = {
  title: 'Feedback/PageFade',
  component: PageFade,
  tags: ['autodocs'],
  render: (args) => <Playground {...args} />,
  args: { transitionKey: 'Companies', children: null },
  argTypes: { children: { control: false }, transitionKey: { control: false } },
} satisfies Meta<typeof PageFade>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 300 ms fade of the app's pages. */
export const Default: Story = {};

/** The 250 ms fade used for the count. */
export const Quick: Story = { args: { duration: 250 } };

/** A slow fade to see both halves. */
export const Slow: Story = { args: { duration: 1200 } };
