import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';
import { SURVEY_TOPICS } from './topics';

/** The survey results, /survey/{topic}; coming soon until the surveys issue builds them. */
const SURVEY_PAGES: readonly ComingSoonPageRoute[] = SURVEY_TOPICS.map((topic) => ({
  path: `survey/${topic.slug}`,
  name: `survey-${topic.slug}`,
  title: topic.title,
  text: 'The results of this survey of agencies and their clients, with charts and the method behind them.',
  hideNavigation: topic.hideNavigation,
  links: COMING_SOON_LINKS.reading,
}));

export function createSurveyRoutes(): FeatureRoutes {
  return { survey: SURVEY_PAGES.map(comingSoonRoute) };
}
