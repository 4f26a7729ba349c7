import type { ValetSlide } from '@atlas/api/valet';
import type { ValetWizardStore } from '../stores/ValetWizardStore';
import {
  FocusesSlide,
  ParentServicesSlide,
  ServicesSlide,
  StageSlide,
  StartSlide,
} from './ChoiceSlides';
import { DescriptionSlide } from './DescriptionSlide';
import { BudgetSlide, CustomerInfoSlide, LocationsSlide } from './DetailSlides';

/**
 * Every slide after the first, in one chunk the wizard loads once the first slide is on screen
 * (the server renders the first slide only; the recorder, the slider and the place search stay
 * out of the page's first load).
 */
export default function LaterSlide({
  slide,
  store,
}: {
  slide: ValetSlide;
  store: ValetWizardStore;
}) {
  switch (slide) {
    case 'description':
      return <DescriptionSlide store={store} />;
    case 'parent-services':
      return <ParentServicesSlide store={store} />;
    case 'services':
      return <ServicesSlide store={store} />;
    case 'focuses':
      return <FocusesSlide store={store} />;
    case 'locations':
      return <LocationsSlide store={store} />;
    case 'project-stage':
      return <StageSlide store={store} />;
    case 'project-start':
      return <StartSlide store={store} />;
    case 'project-budget':
      return <BudgetSlide store={store} />;
    case 'customer-info':
      return <CustomerInfoSlide store={store} />;
    case 'title':
      return null;
  }
}
