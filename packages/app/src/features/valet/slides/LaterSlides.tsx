import type { ValetSlide } from '@atlas/api/valet';
import {
  FocusesSlide,
  ParentServicesSlide,
  ServicesSlide,
  StageSlide,
  StartSlide,
} from './ChoiceSlides';
import { DescriptionSlide } from './DescriptionSlide';
import { BudgetSlide, CustomerInfoSlide, LocationsSlide } from './DetailSlides';
import type { SlideProps } from './useSlideForm';

/**
 * Every slide after the first, in one chunk the wizard loads once the first slide is on screen
 * (the server renders the first slide only; the recorder, the slider, the place search and
 * react-hook-form stay out of the page's first load). Each is a form of its own (useSlideForm).
 */
export default function LaterSlide({ slide, ...props }: SlideProps & { slide: ValetSlide }) {
  switch (slide) {
    case 'description':
      return <DescriptionSlide {...props} />;
    case 'parent-services':
      return <ParentServicesSlide {...props} />;
    case 'services':
      return <ServicesSlide {...props} />;
    case 'focuses':
      return <FocusesSlide {...props} />;
    case 'locations':
      return <LocationsSlide {...props} />;
    case 'project-stage':
      return <StageSlide {...props} />;
    case 'project-start':
      return <StartSlide {...props} />;
    case 'project-budget':
      return <BudgetSlide {...props} />;
    case 'customer-info':
      return <CustomerInfoSlide {...props} />;
    case 'title':
      return null;
  }
}
