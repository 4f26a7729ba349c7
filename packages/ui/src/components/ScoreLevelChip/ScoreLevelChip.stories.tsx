import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCORE_LEVELS, ScoreLevelChip } from './ScoreLevelChip';

const meta = {
  title: 'Badges/ScoreLevelChip',
  component: ScoreLevelChip,
  tags: ['autodocs'],
  args: { level: 'excellent' },
  argTypes: {
    level: { control: 'select', options: SCORE_LEVELS },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    getLabel: { control: false },
  },
} satisfies Meta<typeof ScoreLevelChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};

/** Every level, best first. */
export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {SCORE_LEVELS.map((level) => (
        <ScoreLevelChip key={level} {...args} level={level} />
      ))}
    </div>
  ),
};

export const Medium: Story = { args: { size: 'medium', level: 'average' } };

export const Translated: Story = {
  args: { level: 'good', prefix: 'Score du profil', getLabel: () => 'Bon' },
};
