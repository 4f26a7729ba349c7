import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ValetProjectSummary } from '@atlas/api/endpoints/valet-projects';
import { ApiError } from '@atlas/api/http';
import { renderDashboard } from './dashboard.test-utils';

const project = (extra: Partial<ValetProjectSummary>): ValetProjectSummary => ({
  id: '7d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f11',
  status: 'released',
  title: 'A shop for our bakery',
  created_at: '2026-11-24T20:00:00.000Z',
  released_at: '2026-11-24T20:10:00.000Z',
  completed_at: null,
  released_count: 3,
  quote_count: 2,
  open_quote_count: 2,
  unread_messages: 4,
  hired_company: null,
  ...extra,
});

const notAMember = vi.fn(async () => {
  throw new ApiError(404, 'You do not run a company here yet.');
});

describe('/dashboard/ for a buyer (issue 33)', () => {
  it('shows my projects with their quotes, unread messages and the next step', async () => {
    renderDashboard('/dashboard/', {
      getProfileCompany: notAMember,
      listMyValetProjects: async () => ({
        data: [
          project({}),
          project({
            id: '8d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f12',
            title: 'A new logo',
            status: 'hired',
            open_quote_count: 0,
            unread_messages: 0,
            hired_company: { id: 9, name: 'Globex' },
          }),
        ],
      }),
    });
    const mine = await screen.findByRole('region', { name: 'My projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const bakery = within(mine).getAllByRole('listitem')[0];
    if (!bakery) throw new Error('no project listed');
    expect(within(bakery).getByRole('link', { name: 'A shop for our bakery' })).toHaveAttribute(
      'href',
      '/dashboard/projects/7d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f11',
    );
    expect(bakery).toHaveTextContent('2 quotes received · 4 unread messages · sent to 3 companies');
    expect(bakery).toHaveTextContent('Next: Compare 2 quotes and accept the one you want.');
    expect(mine).toHaveTextContent('Next: Agree on the next steps with Globex.');
    // A buyer is not told they run no company: they are offered to list one.
    expect(screen.queryByText('You do not run a company here yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get it listed' })).toBeInTheDocument();
  });

  it('shows a buyer who also runs a company both, each under its own heading', async () => {
    renderDashboard('/dashboard/', {
      getProfileCompany: async () => ({
        data: {
          id: 4,
          name: 'Acme',
          slug: 'acme',
          is_sponsorship_eligible: false,
          sponsorships_count: { total: 0 },
          locations: { headquarter: null },
        },
      }),
      getCompanyOverview: async () => ({
        data: {
          company: { slug: 'acme', name: 'Acme', score: 512, score_level: 'good' as const },
          leads_waiting: [],
          answer_within_minutes: 60,
          unread_conversations: 0,
          reviews_awaiting_reply: 0,
          next_steps: [],
        },
      }),
      listMyValetProjects: async () => ({ data: [project({})] }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your company: Acme' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'My projects' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New leads' })).toBeInTheDocument();
  });

  it('still tells someone with neither that they run no company here', async () => {
    renderDashboard('/dashboard/', { getProfileCompany: notAMember });
    expect(await screen.findByText('You do not run a company here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My projects' })).toBeNull();
  });
});
