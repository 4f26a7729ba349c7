import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { AwardsAdmin } from '@atlas/api/endpoints/awards-admin';
import type { AwardEditionPage } from '@atlas/api/endpoints/awards-pages';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createTestRouter } from '../../../test/router';
import { createAdminAwardsRoutes } from './routes';

const summary = {
  year: 2025,
  phase: 'counting' as const,
  story: 'The 2025 edition.',
  weights: { jury: 50, votes: 30, reviews: 20 },
  voting_end: '2025-11-30T23:59:59.000Z',
  winners_published_at: null,
};

const heldVote: AwardsAdmin['integrity']['held'][number] = {
  id: 41,
  category: 'SEO',
  nominee: 'Acme',
  status: 'held',
  reason: 'burst: 6 votes from one network in this category within an hour',
  network: 'abcdef0123456789',
  created_at: '2025-11-30T09:10:00.000Z',
};

const overview: AwardsAdmin = {
  edition: summary,
  applications: [],
  categories: 1,
  nominees: 1,
  pending_applications: 0,
  integrity: {
    day: '2025-11-30',
    totals: { pending: 1, counted: 10, held: 2, discarded: 0 },
    by_network: [{ network: 'abcdef0123456789', pending: 1, counted: 10, held: 2, discarded: 0 }],
    by_hour: [{ hour: 9, votes: 13 }],
    held: [heldVote],
    discarded: [],
  },
};

const edition: AwardEditionPage = { ...summary, categories: [] };

function renderPage(api: Partial<ApiClient>) {
  const client = createTestApiClient({
    getAwardsAdmin: async () => ({ data: overview }),
    getAwardEdition: async () => ({ data: edition }),
    ...api,
  });
  const store = new RootStore(testPublicConfig, client);
  const routes: RouteObject[] = [
    {
      path: '/',
      children: createAdminAwardsRoutes(client).map((route) => ({
        ...route,
        HydrateFallback: () => null,
        errorElement: <p>Not found here</p>,
      })),
    },
  ];
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={createTestRouter(routes, { initialEntries: ['/admin/awards'] })} />
    </AppProviders>,
  );
}

describe('/admin/awards', () => {
  it('shows the integrity report and discards a held vote with the reason', async () => {
    const decideAwardVote = vi.fn(async () => ({
      data: { ...heldVote, status: 'discarded' as const, reason: 'one office' },
    }));
    renderPage({ decideAwardVote });
    const held = await screen.findByRole('table', { name: 'Held votes' });
    expect(within(held).getByText(/burst: 6 votes/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Votes by network' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Reason for vote 41'), 'one office');
    await user.click(within(held).getByRole('button', { name: 'Discard' }));
    expect(decideAwardVote).toHaveBeenCalledWith(41, { decision: 'discard', reason: 'one office' });
    expect(await screen.findByRole('status')).toHaveTextContent('Vote 41 discarded.');
  });

  it('publishes the winners once voting has ended', async () => {
    const publishAwardWinners = vi.fn(async () => ({
      data: { edition: 2025, winners: 12, notified: 7 },
    }));
    renderPage({ publishAwardWinners });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Publish the winners' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Published 12 winners; 7 members notified.',
    );
  });

  it('does not exist for anyone but staff', async () => {
    renderPage({
      getAwardsAdmin: async () => {
        throw new ApiError(404, 'No API call');
      },
    });
    expect(await screen.findByText('Not found here')).toBeInTheDocument();
  });
});
