import { REVIEW_TEXT } from './posted-fields';
import { data } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { ReviewSubmitPageData } from './pages/ReviewSubmitPage';

function isSubmitPageData(value: unknown): value is ReviewSubmitPageData {
  return typeof value === 'object' && value !== null && 'form' in value;
}

/** Writing a review: /company/review/submit/{slug?} and its confirmation, as children of the default layout. */
export function createReviewRoutes({ api }: RouteDependencies): FeatureRoutes {
  return {
    default: [
      {
        path: 'company/review/submit/:slug?',
        // Posted before the page's script ran (issue 33): the text kept, the page asks to wait.
        action: async (args) =>
          (await import('../../shared/forms/form-action')).keepTypedAction(REVIEW_TEXT)(args),
        loader: async ({ params, request }): Promise<ReviewSubmitPageData> => {
          // No company, or one we do not know: the page does not exist.
          if (!params.slug) throw data(null, { status: 404 });
          const token = new URL(request.url).searchParams.get('token') ?? undefined;
          try {
            const answer = await api.getReviewForm(params.slug, { token }, request.signal);
            return { form: answer.data };
          } catch (error) {
            if (error instanceof ApiError && (error.status === 404 || error.status === 400))
              throw data(null, { status: 404 });
            throw error;
          }
        },
        lazy: async () => ({
          Component: (await import('./pages/ReviewSubmitPage')).ReviewSubmitPage,
        }),
        handle: {
          name: 'company-review-submit',
          keepAlive: false,
          params: { slug: 'slug' },
          head: (loaderData: unknown) => {
            const name = isSubmitPageData(loaderData) ? loaderData.form.company.name : 'a company';
            return {
              title: `Write a Review of ${name}`,
              description: `Share your experience of working with ${name}: the project, your ratings and your review.`,
              noindex: true,
            };
          },
        } satisfies RouteHandle,
      },
      {
        path: 'company/review/confirm',
        lazy: async () => ({
          Component: (await import('./pages/ReviewConfirmPage')).ReviewConfirmPage,
        }),
        handle: {
          name: 'company-review-confirm',
          keepAlive: false,
          head: () => ({
            title: 'Confirm Your Review',
            description: 'Confirm the review you wrote.',
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
