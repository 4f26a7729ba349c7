import type { Meta, StoryObj } from '@storybook/react-vite';
import { AwardBadge } from './AwardBadge';

/** Editions to show side by side (the list of real editions lives in @atlas/api). */
const EDITIONS = [2021, 2022, 2023, 2024, 2025];

const meta = {
  title: 'Badges/AwardBadge',
  component: AwardBadge,
  tags: ['autodocs'],
  args: { edition: 2025, status: 'winner', service: 'Web Development' },
  argTypes: {
    edition: { control: 'select', options: EDITIONS },
    status: { control: 'inline-radio', options: ['winner', 'nominee'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof AwardBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Winner: Story = {};

export const Nominee: Story = { args: { status: 'nominee', edition: 2023 } };

export const WithoutService: Story = { args: { service: undefined, edition: 2021 } };

/** Every edition and size. */
export const EditionsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {EDITIONS.map((edition, index) => (
        <AwardBadge
          key={edition}
          {...args}
          edition={edition}
          status={index % 2 === 0 ? 'winner' : 'nominee'}
          size={index < 2 ? 'small' : index < 4 ? 'medium' : 'large'}
        />
      ))}
    </div>
  ),
};

export const Translated: Story = {
  args: {
    programName: 'Prix Agency Atlas',
    statusLabels: { winner: 'Lauréat', nominee: 'Nominé' },
    service: 'Développement web',
  },
};
