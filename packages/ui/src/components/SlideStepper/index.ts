export { SlideStepper } from './SlideStepper';
export type { SlideStep, SlideStepperProps } from './SlideStepper';
export { slideStepperClasses, getSlideStepperUtilityClass } from './slideStepperClasses';
export type { SlideStepperClasses, SlideStepperClassKey } from './slideStepperClasses';
