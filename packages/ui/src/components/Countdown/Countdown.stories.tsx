import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown } from './Countdown';

/** A fixed clock for the catalogue's still states: 2025-03-10 12:00:00 UTC. */
const STORY_NOW = Date.UTC(2025, 2, 10, 12, 0, 0);
const frozenClock = () => STORY_NOW;

const meta = {
  title: 'Awards/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: {
    end: STORY_NOW + ((3 * 24 + 4) * 3600 + 12 * 60 + 9) * 1000,
    now: frozenClock,
    onExpire: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    end: { control: 'date' },
    now: { control: false },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: "Voting Phase" and the time left. */
export const Running: Story = {};

/** A live countdown on the real clock, ending ten minutes after the story loads. */
export const Live: Story = {
  args: { now: undefined, end: Date.now() + 10 * 60 * 1000 },
};

/** The end has passed. */
export const Expired: Story = { args: { end: STORY_NOW - 1000 } };

/** The header's size. */
export const Small: Story = { args: { size: 'small' } };

export const Translated: Story = {
  args: {
    label: 'Phase de vote',
    unitLabels: { days: 'Jours', hours: 'Heures', minutes: 'Minutes', seconds: 'Secondes' },
  },
};
