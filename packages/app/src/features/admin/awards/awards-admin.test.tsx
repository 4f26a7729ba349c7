import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { AwardsAdmin } from '@atlas/api/endpoints/awards-admin';
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
  category_list: [
    {
      id: 7,
      slug: 'seo',
      name: 'SEO',
      winner_slots: 1,
      votes: 12,
      nominees: [
        { id: 70, company: 'Acme', source: 'ranking', votes: 12 },
        { id: 71, company: 'Bolt', source: 'questionnaire', votes: 0 },
      ],
    },
  ],
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

function renderPage(api: Partial<ApiClient>) {
  const client = createTestApiClient({
    getAwardsAdmin: async () => ({ data: overview }),
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

  it('edits the story and weights, which must add up to 100', async () => {
    const updateAwardEdition = vi.fn(async () => ({ data: summary }));
    renderPage({ updateAwardEdition });
    const user = userEvent.setup();
    const jury = await screen.findByLabelText('Jury weight (%)');
    await user.clear(jury);
    await user.type(jury, '60');
    expect(screen.getByText('Total 110 of 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save story and weights' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Public votes weight (%)'));
    await user.type(screen.getByLabelText('Public votes weight (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save story and weights' }));
    expect(updateAwardEdition).toHaveBeenCalledWith(2025, {
      story: 'The 2025 edition.',
      jury_weight: 60,
      votes_weight: 20,
      reviews_weight: 20,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('story and weights are saved');
  });

  it('withdraws a nominee nobody voted for, and keeps a voted one and its category', async () => {
    const deleteAwardNominee = vi.fn(async () => ({ data: { id: 71 } }));
    renderPage({ deleteAwardNominee });
    expect(await screen.findByRole('button', { name: 'Withdraw Acme' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove SEO' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw Bolt' }));
    expect(deleteAwardNominee).toHaveBeenCalledWith(71);
    expect(await screen.findByRole('status')).toHaveTextContent('Bolt is withdrawn from SEO.');
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
