import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { RouteHandle } from '../../../shared/routing/head';

const handle = (name: string, title: string, description: string) =>
  ({
    name,
    keepAlive: false,
    head: () => ({ title: `Staff: ${title}`, description, noindex: true }),
  }) satisfies RouteHandle;

/** /admin/surveys (every survey) and /admin/surveys/{slug} (its text and responses), issue 21. */
export function createAdminSurveysRoutes(api: ApiClient): RouteObject[] {
  return [
    {
      path: 'admin/surveys',
      lazy: async () => {
        const [{ loadSurveys }, { SurveysAdminPage }] = await Promise.all([
          import('./loaders'),
          import('./SurveysAdminPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadSurveys(api, request),
          Component: SurveysAdminPage,
        };
      },
      handle: handle('admin-surveys', 'surveys', 'Edit, publish and upload survey reports.'),
    },
    {
      path: 'admin/surveys/:slug',
      lazy: async () => {
        const [{ loadSurvey }, { SurveyEditorPage }] = await Promise.all([
          import('./loaders'),
          import('./SurveyEditorPage'),
        ]);
        return {
          loader: ({ request, params }: { request: Request; params: { slug?: string } }) =>
            loadSurvey(api, request, params.slug ?? ''),
          Component: SurveyEditorPage,
        };
      },
      handle: {
        ...handle('admin-surveys-slug', 'edit survey', "Edit a survey's text and responses."),
        params: { slug: 'slug' },
      },
    },
  ];
}
