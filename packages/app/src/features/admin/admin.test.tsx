import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { CompanyClaimRow } from '@atlas/api/company-memberships';
import type { ReviewQueueRow } from '@atlas/api/endpoints/review-queue';
import type { ValetProjectRow } from '@atlas/api/endpoints/valet-admin';
import type { ValetMatch } from '@atlas/api/valet';
import axe from 'axe-core';
import type { CompanySubmissionRow } from '@atlas/api/company-submissions';
import type { ListCompanySubmissionsQuery } from '@atlas/api/endpoints/list-company-submissions';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { queueQueryOf } from './queue-query';
import { createAdminRoutes } from './routes';

const row: CompanySubmissionRow = {
  id: 5,
  status: 'pending',
  name: 'Northwind',
  website: 'https://northwind.test',
  email: 'hello@northwind.test',
  summary: 'We build web shops for retailers.',
  company_size: 10,
  country: { id: 3, name: 'Portugal' },
  city: { id: 11, name: 'Lisbon' },
  service: { id: 7, name: 'Web Development' },
  submitter: { name: 'Olivia', email: 'olivia@example.test' },
  reason: null,
  company_slug: null,
  created_at: '2026-11-24T10:00:00.000Z',
  decided_at: null,
};

function renderAdmin(api: Partial<ApiClient>, path = '/admin') {
  const client = createTestApiClient(api);
  const store = new RootStore(testPublicConfig, client);
  const routes: RouteObject[] = [
    {
      path: '/',
      children: (createAdminRoutes({ api: client, store }).default ?? []).map((route) => ({
        ...route,
        HydrateFallback: () => null,
        errorElement: <p>Not found here</p>,
      })),
    },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

describe('/admin (staff only)', () => {
  it('reads page, sort and filters from the address, with defaults for what it cannot take', () => {
    expect(queueQueryOf(new URL('https://x.test/admin?page=3&sort=name&status=pending'))).toEqual({
      page: 3,
      page_size: 25,
      sort: 'name',
      order: 'asc',
      status: 'pending',
    });
    expect(queueQueryOf(new URL('https://x.test/admin?page=-1'))).toMatchObject({ page: 1 });
  });

  it('is not found for anyone the API does not know as staff', async () => {
    renderAdmin({
      listCompanySubmissions: async () => {
        throw new ApiError(404, 'No API call GET /api/admin/company-submissions');
      },
    });
    expect(await screen.findByText('Not found here', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the queue from the server and rejects with a reason', async () => {
    const user = userEvent.setup();
    const listCompanySubmissions = vi.fn(async (_query: ListCompanySubmissionsQuery) => ({
      data: [row],
      total: 1,
    }));
    const decideCompanySubmission = vi.fn(async () => ({
      data: { ...row, status: 'rejected' as const, reason: 'No website' },
    }));
    renderAdmin({ listCompanySubmissions, decideCompanySubmission }, '/admin?status=pending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company submissions' }),
    ).toBeInTheDocument();
    expect(listCompanySubmissions.mock.calls[0]?.[0]).toMatchObject({ status: 'pending' });
    const grid = screen.getByRole('grid', { name: 'Company submissions' });
    expect(within(grid).getByText('Northwind')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Reject Northwind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Northwind' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    expect(await within(dialog).findByText(/give the submitter a reason/i)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/reason/i), 'No website');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    await waitFor(() =>
      expect(decideCompanySubmission).toHaveBeenCalledWith(5, {
        decision: 'reject',
        reason: 'No website',
      }),
    );
    await waitFor(() => expect(listCompanySubmissions).toHaveBeenCalledTimes(2));
  });

  it('adjusts a project’s shortlist before release: order, removal, a company added by name', async () => {
    const user = userEvent.setup();
    const match = (id: number, name: string): ValetMatch => ({
      company: {
        id,
        slug: name.toLowerCase(),
        name,
        logo: null,
        rating: 4.5,
        review_count: 3,
        verified: true,
        median_reply_minutes: null,
        location: null,
      },
      covers: [],
      score: 80,
      reasons: ['offers the service'],
      status: 'shortlisted',
      released: false,
      released_at: null,
      answered_at: null,
      decline_reason: null,
      quote: null,
      buyer_decision: null,
      buyer_decision_reason: null,
      conversation_id: null,
    });
    const project: ValetProjectRow = {
      id: '0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3c',
      status: 'shortlisted',
      title: 'A shop for our bakery',
      name: 'Bea Buyer',
      email: 'bea@buyer.test',
      email_verified: true,
      created_at: '2026-11-24T10:00:00.000Z',
      released_at: null,
      shortlist: [match(1, 'Acme'), match(2, 'Globex'), match(3, 'Initech')],
    };
    const listValetProjects = vi.fn(async () => ({ data: [project], total: 1 }));
    const updateValetShortlist = vi.fn(async () => ({
      data: project,
      message: 'The shortlist of A shop for our bakery is changed.',
    }));
    const search = vi.fn(async () => ({
      query: 'umb',
      services: [],
      places: [],
      companies: [{ id: 9, name: 'Umbrella', slug: 'umbrella' }],
    }));
    renderAdmin({ listValetProjects, updateValetShortlist, search }, '/admin/valet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project submissions' }),
    ).toBeInTheDocument();
    // The page alone (the layout brings the landmarks): no other violation.
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
    const grid = screen.getByRole('grid', { name: 'Project submissions' });
    await user.click(
      within(grid).getByRole('button', { name: 'Adjust the shortlist of A shop for our bakery' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Shortlist of A shop for our bakery',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move Initech up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Acme' }));
    await user.type(within(dialog).getByLabelText('Add a company by name'), 'umb{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Umbrella' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the shortlist' }));
    await waitFor(() =>
      expect(updateValetShortlist).toHaveBeenCalledWith(project.id, { company_ids: [3, 2, 9] }),
    );
    expect(search).toHaveBeenCalledWith({ q: 'umb', limit: 6 });
    await waitFor(() => expect(listValetProjects).toHaveBeenCalledTimes(2));
  });

  it('queues claims on their own tab, and approves one', async () => {
    const user = userEvent.setup();
    const claim: CompanyClaimRow = {
      id: 8,
      status: 'pending',
      company: { slug: 'globex', name: 'Globex', website: 'https://globex.test' },
      claimant: { name: 'Bob', email: 'bob@bob.test' },
      email: 'bob@bob.test',
      job_title: 'Director',
      evidence: 'The imprint names me.',
      domain_match: false,
      reason: null,
      created_at: '2026-11-24T10:00:00.000Z',
      decided_at: null,
    };
    const listCompanyClaims = vi.fn(async () => ({ data: [claim], total: 1 }));
    const decideCompanyClaim = vi.fn(async () => ({
      data: { ...claim, status: 'approved' as const },
    }));
    renderAdmin({ listCompanyClaims, decideCompanyClaim }, '/admin/claims');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company claims' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company claims' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = screen.getByRole('grid', { name: 'Company claims' });
    await user.click(within(grid).getByRole('button', { name: 'Approve the claim of Globex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the claim of Globex' });
    expect(within(dialog).getByText('Evidence: The imprint names me.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve: make them owner' }));
    await waitFor(() =>
      expect(decideCompanyClaim).toHaveBeenCalledWith(8, { decision: 'approve' }),
    );
    // The queue is loaded again after the decision.
    await waitFor(() => expect(listCompanyClaims).toHaveBeenCalledTimes(2));
  });

  it('asks for a reason to publish a held review', async () => {
    const user = userEvent.setup();
    const review: ReviewQueueRow = {
      id: 4,
      company: { id: 1, slug: 'acme', name: 'Acme' },
      title: 'Great work',
      summary: 'They rebuilt our shop.',
      body: 'On time and on budget.',
      rating: 5,
      reviewer_name: 'Pat',
      reviewer_email: 'pat@acme.test',
      verification: 'email_domain',
      confirmed: true,
      hold_reasons: ['own_domain'],
      created_at: '2026-11-24T10:00:00.000Z',
      status: 'pending',
      moderation_reason: null,
    };
    const decideReview = vi.fn(async () => ({
      data: { ...review, status: 'published' as const, moderation_reason: 'Checked by phone' },
    }));
    renderAdmin(
      { listReviewQueue: async () => ({ data: [review], total: 1 }), decideReview },
      '/admin/reviews?status=pending',
    );
    const grid = await screen.findByRole('grid', { name: 'Reviews' });
    await user.click(within(grid).getByRole('button', { name: 'Approve the review of Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the review of Acme' });
    expect(within(dialog).getByText('Held: own_domain')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText(/give the decision a reason/i)).toBeInTheDocument();
    expect(decideReview).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/reason/i), 'Checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(decideReview).toHaveBeenCalledWith(4, {
        decision: 'approve',
        reason: 'Checked by phone',
      }),
    );
  });
});
