import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { CompanySubmissionRow } from '@atlas/api/company-submissions';
import type { ListCompanySubmissionsQuery } from '@atlas/api/endpoints/list-company-submissions';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createAdminRoutes, queueQueryOf } from './routes';

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
    expect(await screen.findByText('Not found here')).toBeInTheDocument();
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
});
