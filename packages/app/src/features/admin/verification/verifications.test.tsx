import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import {
  VERIFICATION_CHECK_LABELS,
  type CompanyVerificationRow,
} from '@atlas/api/company-verification';
import type { ListCompanyVerificationsQuery } from '@atlas/api/endpoints/company-verification-admin';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createTestRouter } from '../../../test/router';
import { createAdminRoutes } from '../routes';

const row = (extra: Partial<CompanyVerificationRow> = {}): CompanyVerificationRow => ({
  id: 9,
  status: 'pending',
  registration_number: 'HRB 123456',
  country: { id: 3, name: 'Germany' },
  email: 'legal@acme.test',
  email_confirmed_at: '2026-03-02T10:00:00.000Z',
  documents: [
    {
      id: 1,
      name: 'register.pdf',
      size: 20_000,
      content_type: 'application/pdf',
      url: '/api/admin/company-verifications/9/documents/1',
    },
  ],
  reason: null,
  created_at: '2026-03-01T10:00:00.000Z',
  decided_at: null,
  expires_at: null,
  company: { slug: 'acme', name: 'Acme', website: 'https://acme.test', verified: false },
  submitted_by: { name: 'Olga Owner', email: 'olga@acme.test' },
  email_at_domain: true,
  checklist: null,
  ...extra,
});

function renderQueue(api: Partial<ApiClient>, path = '/admin/verifications') {
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
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={createTestRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('/admin/verifications (issue 33, staff only)', () => {
  it('is not found for anyone the API does not know as staff', async () => {
    renderQueue({
      listCompanyVerifications: async () => {
        throw new ApiError(404, 'No API call GET /api/admin/company-verifications');
      },
    });
    expect(await screen.findByText('Not found here', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('approves only with every check ticked and a reason, then lists again', async () => {
    const user = userEvent.setup();
    const listCompanyVerifications = vi.fn(async (_query: ListCompanyVerificationsQuery) => ({
      data: [row()],
      total: 1,
    }));
    const decideCompanyVerification = vi.fn(async () => ({
      data: row({ status: 'approved' }),
      message: 'Acme is verified until 2027-03-02; its members are e-mailed.',
    }));
    renderQueue(
      { listCompanyVerifications, decideCompanyVerification },
      '/admin/verifications?status=pending',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company verifications' }),
    ).toBeInTheDocument();
    expect(listCompanyVerifications.mock.calls[0]?.[0]).toMatchObject({ status: 'pending' });
    expect(screen.getByRole('tab', { name: 'Verifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = screen.getByRole('grid', { name: 'Company verifications' });
    expect(within(grid).getByText('HRB 123456 (Germany)')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Decide on Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Acme' });
    expect(within(dialog).getByRole('link', { name: 'register.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/company-verifications/9/documents/1',
    );
    const approve = within(dialog).getByRole('button', { name: 'Approve and e-mail' });
    await user.click(approve);
    expect(await within(dialog).findByText(/Give the company a reason/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Registry and documents match.');
    await user.click(approve);
    expect(
      await within(dialog).findByText(/Tick every check before approving/),
    ).toBeInTheDocument();
    expect(decideCompanyVerification).not.toHaveBeenCalled();

    for (const label of Object.values(VERIFICATION_CHECK_LABELS))
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    // Every check ticked: the request to tick them is gone before approving again.
    expect(within(dialog).queryByText(/Tick every check before approving/)).toBeNull();
    await user.click(approve);
    await waitFor(() =>
      expect(decideCompanyVerification).toHaveBeenCalledWith(9, {
        decision: 'approve',
        reason: 'Registry and documents match.',
        checklist: {
          registration_checked: true,
          email_confirmed: true,
          documents_match_name: true,
          documents_current: true,
          website_matches: true,
        },
      }),
    );
    await waitFor(() => expect(listCompanyVerifications).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects with what was checked, and shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const decideCompanyVerification = vi.fn(async () => {
      throw new ApiError(409, 'Verification request 9 is already decided.');
    });
    renderQueue({
      listCompanyVerifications: async () => ({ data: [row()], total: 1 }),
      decideCompanyVerification,
    });
    await user.click(await screen.findByRole('button', { name: 'Decide on Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on Acme' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: VERIFICATION_CHECK_LABELS.email_confirmed }),
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'The register shows another name.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and e-mail' }));
    await waitFor(() =>
      expect(decideCompanyVerification).toHaveBeenCalledWith(9, {
        decision: 'reject',
        reason: 'The register shows another name.',
        checklist: expect.objectContaining({ email_confirmed: true, registration_checked: false }),
      }),
    );
    expect(
      await within(dialog).findByText('Verification request 9 is already decided.'),
    ).toBeInTheDocument();
  });

  it('revokes a current verification with a reason', async () => {
    const user = userEvent.setup();
    const revokeCompanyVerification = vi.fn(async () => ({
      data: row({ status: 'revoked', reason: 'Dissolved.' }),
      message: 'The verification of Acme is revoked; its members are e-mailed the reason.',
    }));
    const listCompanyVerifications = vi.fn(async () => ({
      data: [row({ status: 'approved', expires_at: '2027-03-02T10:00:00.000Z' })],
      total: 1,
    }));
    renderQueue({ listCompanyVerifications, revokeCompanyVerification });
    await user.click(await screen.findByRole('button', { name: 'Revoke Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the verification of Acme' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The company was dissolved.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke and e-mail' }));
    await waitFor(() =>
      expect(revokeCompanyVerification).toHaveBeenCalledWith(9, {
        reason: 'The company was dissolved.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCompanyVerifications).toHaveBeenCalledTimes(2));
  });
});
