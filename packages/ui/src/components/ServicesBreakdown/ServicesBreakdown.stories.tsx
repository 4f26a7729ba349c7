import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServicesBreakdown } from './ServicesBreakdown';

const meta = {
  title: 'Directory/ServicesBreakdown',
  component: ServicesBreakdown,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ServicesBreakdown {...args} />
    </div>
  ),
  args: {
    services: [
      { name: 'Web Development', percentage: 45 },
      { name: 'Mobile App Development', percentage: 30 },
      { name: 'UX/UI Design', percentage: 15 },
      { name: 'IT Consulting', percentage: 10 },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: ['bar', 'chart'] } },
} satisfies Meta<typeof ServicesBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One stacked bar with a legend. */
export const Bar: Story = {};

/** A horizontal bar per service. */
export const Chart: Story = { args: { variant: 'chart' } };

/** A single service fills the bar. */
export const SingleService: Story = {
  args: { services: [{ name: 'SEO', percentage: 100 }] },
};

/** Services at 0% are left out; with none left nothing renders. */
export const Empty: Story = { args: { services: [{ name: 'SEO', percentage: 0 }] } };

export const Translated: Story = { args: { title: 'Services proposés', variant: 'chart' } };
