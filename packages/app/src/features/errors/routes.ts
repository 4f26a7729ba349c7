import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { NOT_FOUND_MESSAGE } from '../../shared/errors/messages';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';

/**
 * Paths that exist only for some values of their parameters (awards editions, survey topics):
 * another value is a route that failed validation, 'This page could not be found'.
 */
const VALIDATED_FAMILIES = [/^\/awards-\d+(\/|$)/i, /^\/survey\/[^/]+\/?$/i];

/** Unknown paths: a real 404 with the "Something Missing" page. */
export function createErrorRoutes(): FeatureRoutes {
  return {
    default: [
      {
        path: '*',
        loader: ({ request }: LoaderFunctionArgs) => {
          const { pathname } = new URL(request.url);
          const failedValidation = VALIDATED_FAMILIES.some((family) => family.test(pathname));
          throw data(failedValidation ? NOT_FOUND_MESSAGE : null, { status: 404 });
        },
        element: null,
        handle: { name: 'not-found' } satisfies RouteHandle,
      },
    ],
  };
}
