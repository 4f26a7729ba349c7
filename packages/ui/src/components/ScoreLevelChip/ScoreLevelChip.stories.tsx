import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreLevelChip } from './ScoreLevelChip';
import type { ScoreLevelTone } from './ScoreLevelChip';

/** The directory's levels as the app passes them (the list lives in @atlas/api). */
const LEVELS: readonly { label: string; tone: ScoreLevelTone }[] = [
  { label: 'Excellent', tone: 'success' },
  { label: 'Strong', tone: 'success' },
  { label: 'Above average', tone: 'info' },
  { label: 'Good', tone: 'info' },
  { label: 'Average', tone: 'neutral' },
  { label: 'Below average', tone: 'warning' },
  { label: 'Poor', tone: 'error' },
  { label: 'Very poor', tone: 'error' },
];

const meta = {
  title: 'Badges/ScoreLevelChip',
  component: ScoreLevelChip,
  tags: ['autodocs'],
  args: { label: 'Excellent', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: ['success', 'info', 'neutral', 'warning', 'error'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof ScoreLevelChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};

/** Every level, best first. */
export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {LEVELS.map((level) => (
        <ScoreLevelChip key={level.label} {...args} {...level} />
      ))}
    </div>
  ),
};

export const Medium: Story = { args: { size: 'medium', label: 'Average', tone: 'neutral' } };

export const Translated: Story = {
  args: { label: 'Bon', tone: 'info', prefix: 'Score du profil' },
};
