import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SlideStepper } from './SlideStepper';
import type { SlideStep } from './SlideStepper';

/** The valet flow's slides (SPEC §4). */
const valetSlides: SlideStep[] = [
  { id: 'title', label: 'Title' },
  { id: 'description', label: 'Description' },
  { id: 'parent-services', label: 'Service area' },
  { id: 'services', label: 'Services' },
  { id: 'focuses', label: 'Focus', optional: true },
  { id: 'locations', label: 'Location' },
  { id: 'project-stage', label: 'Stage' },
  { id: 'project-start', label: 'Start' },
  { id: 'project-budget', label: 'Budget' },
  { id: 'customer-info', label: 'Contact details' },
];

const meta = {
  title: 'Navigation/SlideStepper',
  component: SlideStepper,
  tags: ['autodocs'],
  args: {
    steps: valetSlides,
    current: 3,
    completed: ['title', 'description', 'parent-services'],
    onStepClick: fn(),
  },
  argTypes: {
    current: { control: { type: 'range', min: 0, max: 9 } },
    getSummary: { control: false },
  },
} satisfies Meta<typeof SlideStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Midway: Story = {};

export const FirstSlide: Story = { args: { current: 0, completed: [] } };

export const LastSlide: Story = {
  args: { current: 9, completed: valetSlides.slice(0, 9).map((slide) => slide.id) },
};

/** Without `onStepClick` completed steps are plain text. */
export const ReadOnly: Story = { args: { onStepClick: undefined } };

export const Translated: Story = {
  args: {
    label: 'Progression',
    optionalText: '(facultatif)',
    getSummary: (index, total, step) => `Étape ${index + 1} sur ${total} : ${step.label}`,
  },
};
