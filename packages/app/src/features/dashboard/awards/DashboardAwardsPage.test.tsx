import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createTestRouter } from '../../../test/router';
import { dashboardAwardsRoutes } from './awards';

function renderAt(path: string, api: Partial<ApiClient>) {
  const client = createTestApiClient(api);
  const store = new RootStore(testPublicConfig, client);
  const routes: RouteObject[] = [
    {
      path: '/dashboard',
      children: dashboardAwardsRoutes(client).map((route) => ({
        ...route,
        HydrateFallback: () => null,
      })),
    },
  ];
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={createTestRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

const company = {
  data: {
    id: 1,
    name: 'Acme',
    slug: 'acme',
    is_sponsorship_eligible: false,
    sponsorships_count: { total: 0 },
    locations: { headquarter: null },
  },
};

describe('the dashboard’s awards pages', () => {
  it('lists the company’s nominations and wins with their scores', async () => {
    renderAt('/dashboard/awards', {
      getProfileCompany: async () => company,
      getCompanyAwards: async () => ({
        data: {
          company: { id: 1, name: 'Acme', slug: 'acme', logo: null },
          nominations: [
            {
              edition: 2024,
              phase: 'winners',
              category: { slug: 'seo', name: 'SEO', service_slug: 'seo' },
              status: 'winner',
              score: { jury: 90, votes: 80, reviews: 70, final: 83, counted_votes: 40, rank: 1 },
            },
          ],
        },
      }),
    });
    expect(await screen.findByRole('link', { name: 'SEO' })).toHaveAttribute(
      'href',
      '/awards-2024/seo/acme',
    );
    expect(screen.getByText('Winner')).toBeInTheDocument();
    expect(screen.getByText(/Final score 83.00/)).toBeInTheDocument();
    expect(screen.getByLabelText('Embed code: Awards 2024 badge')).toHaveValue(
      `<iframe src="${testPublicConfig.canonicalUrl}/awards/embedded/2024?company=acme" title="Awards 2024 badge" width="340" height="90" style="border:0" loading="lazy"></iframe>`,
    );
    expect(screen.getByTitle('Awards 2024 badge preview')).toHaveAttribute(
      'src',
      '/awards/embedded/2024?company=acme',
    );
  });

  it('says so when the account manages no company', async () => {
    renderAt('/dashboard/awards/badges', {
      getProfileCompany: async () => {
        throw new ApiError(404, 'You have no company yet.');
      },
    });
    expect(
      await screen.findByText('Your account manages no company yet, so it has no awards.'),
    ).toBeInTheDocument();
  });
});
