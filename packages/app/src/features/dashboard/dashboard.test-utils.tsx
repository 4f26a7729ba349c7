import { render } from '@testing-library/react';
import createCache from '@emotion/cache';
import { RouterProvider } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createDashboardRoutes } from './routes';

/** The signed-in person the dashboard's tests render for. */
export const DASHBOARD_TEST_USER = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Mia Member',
  avatar: null,
};

/**
 * Renders the dashboard's routes at `path` for a signed-in person, with an API whose calls throw
 * until a test gives them (a buyer without projects unless `listMyValetProjects` is given).
 */
export function renderDashboard(path: string, api: Partial<ApiClient>) {
  const client = createTestApiClient({
    listMyValetProjects: async () => ({ data: [] }),
    ...api,
  });
  const store = new RootStore(testPublicConfig, client);
  store.user.setUser(DASHBOARD_TEST_USER);
  const routes = [
    {
      path: '/',
      // A page's error is the layout's to draw; here a plain one, so nothing logs to the console.
      errorElement: <p>Not found</p>,
      // A lazy page without a loader (the home) renders nothing until its code has loaded.
      HydrateFallback: () => null,
      children: createDashboardRoutes({ api: client, store }).default,
    },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, view };
}
