import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface SlideStepperClasses {
  /** Styles applied to the root element: a `<nav>` landmark. */
  root: string;
  /** Styles applied to the 'Step 3 of 10: …' line. */
  summary: string;
  /** Styles applied to the progress bar. */
  progress: string;
  /** Styles applied to the list of steps. */
  steps: string;
  /** Styles applied to each step. */
  step: string;
}

export type SlideStepperClassKey = keyof SlideStepperClasses;

export function getSlideStepperUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasSlideStepper', slot);
}

export const slideStepperClasses: SlideStepperClasses = generateUtilityClasses(
  'AtlasSlideStepper',
  ['root', 'summary', 'progress', 'steps', 'step'],
);
