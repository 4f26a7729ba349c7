import type { ValetSlide } from '@atlas/api/valet';

/** Each slide's question (its one h1) and a line under it. */
export const SLIDE_COPY: Readonly<
  Record<ValetSlide, { label: string; question: string; lead: string }>
> = {
  title: {
    label: 'Title',
    question: 'What is your project called?',
    lead: 'A short title agencies see first, e.g. "Online shop for a bakery".',
  },
  description: {
    label: 'Description',
    question: 'Describe your project',
    lead: 'What should be built or done, for whom, and what matters most. Attach a brief if you have one.',
  },
  'parent-services': {
    label: 'Areas',
    question: 'Which areas does your project need?',
    lead: 'Pick up to 3.',
  },
  services: {
    label: 'Services',
    question: 'Which services exactly?',
    lead: 'Pick up to 5.',
  },
  focuses: {
    label: 'Focuses',
    question: 'Any platforms or specialities?',
    lead: 'Optional: agencies that know them rank higher.',
  },
  locations: {
    label: 'Location',
    question: 'Where should the agency be?',
    lead: 'Pick countries or cities, or say location does not matter.',
  },
  'project-stage': {
    label: 'Stage',
    question: 'Where does the project stand?',
    lead: 'It helps agencies pitch at the right level.',
  },
  'project-start': {
    label: 'Start',
    question: 'When should it start?',
    lead: 'Agencies plan their teams around it.',
  },
  'project-budget': {
    label: 'Budget',
    question: 'What is your budget?',
    lead: 'A range in US dollars. Not sure? Say so, and agencies will suggest one.',
  },
  'customer-info': {
    label: 'Your details',
    question: 'Where should the quotes go?',
    lead: 'Only the companies you choose will see your contact details.',
  },
};

/** The id of the slide's h1: groups of choices are labelled by the question. */
export const QUESTION_ID = 'valet-question';
