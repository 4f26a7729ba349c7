import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type { AwardsAdmin } from '@atlas/api/endpoints/awards-admin';
import { ApiError } from '@atlas/api/http';
import { LATEST_AWARD_EDITION, isAwardEdition } from '@atlas/api/options';
import type { RouteHandle } from '../../../shared/routing/head';

export interface AwardsAdminPageData {
  /** The edition, its categories with their nominees, and the day's integrity report. */
  overview: AwardsAdmin;
}

/** /admin/awards?edition=&day=: staff's awards page; to anyone else it does not exist. */
function createLoader(api: ApiClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<AwardsAdminPageData> => {
    const url = new URL(request.url);
    const asked = Number(url.searchParams.get('edition') ?? LATEST_AWARD_EDITION);
    const edition = isAwardEdition(asked) ? asked : LATEST_AWARD_EDITION;
    const day = url.searchParams.get('day');
    try {
      const { data: overview } = await api.getAwardsAdmin(
        edition,
        day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {},
        request.signal,
      );
      return { overview };
    } catch (error) {
      if (error instanceof ApiError && [401, 403, 404].includes(error.status))
        throw data(null, { status: 404 });
      throw error;
    }
  };
}

/** The staff's awards page (issue 20). */
export function createAdminAwardsRoutes(api: ApiClient): RouteObject[] {
  return [
    {
      path: 'admin/awards',
      loader: createLoader(api),
      lazy: async () => ({
        Component: (await import('./AwardsAdminPage')).AwardsAdminPage,
      }),
      handle: {
        name: 'admin-awards',
        keepAlive: false,
        head: () => ({
          title: 'Staff: awards',
          description:
            'Editions, held votes, the daily integrity report and publishing the winners.',
          noindex: true,
        }),
      } satisfies RouteHandle,
    },
  ];
}
