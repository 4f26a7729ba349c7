import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import { loaderHead } from '../../shared/routing/loader-head';
import { SURVEY_TOPICS, type SurveyTopic } from './topics';

/** The survey reports, /survey/{topic} (issue 21), in the survey layout (SPEC §2). */
export function createSurveyRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  const config = () => {
    if (!store) throw new Error('The survey routes need the stores (their configuration).');
    return store.config;
  };
  const page = (topic: SurveyTopic): RouteObject => ({
    path: `survey/${topic.slug}`,
    lazy: async () => {
      const [{ createSurveyLoader }, { SurveyPage }] = await Promise.all([
        import('./survey'),
        import('./pages/SurveyPage'),
      ]);
      return { loader: createSurveyLoader(api, config(), topic.slug), Component: SurveyPage };
    },
    handle: {
      name: `survey-${topic.slug}`,
      ...(topic.hideNavigation ? { hideNavigation: true } : {}),
      head: (loaderData: unknown) =>
        loaderHead(loaderData) ?? {
          title: topic.title,
          description: `The results of the ${topic.title} survey, with charts and the method behind them.`,
        },
    } satisfies RouteHandle,
  });
  return { survey: SURVEY_TOPICS.map(page) };
}
