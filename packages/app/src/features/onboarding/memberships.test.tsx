import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { ClaimBody, ClaimCandidate, CompanyClaimRow } from '@atlas/api/company-memberships';
import type { CompanyMembersResponse } from '@atlas/api/endpoints/company-members';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createDashboardRoutes } from '../dashboard/routes';
import { createOnboardingRoutes } from './routes';

const acme: ClaimCandidate = {
  slug: 'acme',
  name: 'Acme Digital',
  website: 'https://www.acme.test',
  logo_url: null,
  location: 'Lisbon, Portugal',
  claimed: false,
};

function renderAt(
  path: string,
  api: Partial<ApiClient>,
  user: { email: string } | null = { email: 'olivia@gmail.test' },
) {
  const client = createTestApiClient(api);
  const store = new RootStore(testPublicConfig, client);
  if (user) store.user.setUser({ id: 'u1', name: 'Olivia', avatar: null, email: user.email });
  const dependencies = { api: client, store };
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        ...(createOnboardingRoutes(dependencies).default ?? []),
        ...(createDashboardRoutes(dependencies).default ?? []),
      ].map((route) => ({ ...route, HydrateFallback: () => null })),
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

const target = (company: ClaimCandidate) => async () => ({
  data: { company, my_role: null, pending_request: null },
});

function claimRow(body: ClaimBody, status: CompanyClaimRow['status']): CompanyClaimRow {
  return {
    id: 9,
    status,
    company: { slug: acme.slug, name: acme.name, website: acme.website },
    claimant: { name: 'Olivia', email: 'olivia@gmail.test' },
    email: body.email,
    job_title: body.job_title,
    evidence: body.evidence ?? null,
    domain_match: status === 'awaiting_email',
    reason: null,
    created_at: '2026-11-24T10:00:00.000Z',
    decided_at: null,
  };
}

describe('/company/claim', () => {
  it('finds a company and offers to claim it, or to join it when it is claimed', async () => {
    const user = userEvent.setup();
    const findClaimCandidates = vi.fn(async () => ({
      data: [acme, { ...acme, slug: 'globex', name: 'Globex', claimed: true }],
    }));
    const { router } = renderAt('/company/claim', { findClaimCandidates });
    await user.type(await screen.findByLabelText(/company name or website/i), 'ac');
    const results = await screen.findByRole('region', { name: 'Companies found' });
    expect(await within(results).findByText('Acme Digital')).toBeInTheDocument();
    expect(findClaimCandidates).toHaveBeenCalledWith({ q: 'ac' }, expect.any(AbortSignal));
    expect(within(results).getByRole('link', { name: 'Ask to join Globex' })).toHaveAttribute(
      'href',
      '/company/join/manager/globex',
    );
    await user.click(within(results).getByRole('button', { name: 'Claim Acme Digital' }));
    expect(router.state.location.search).toBe('?company=acme');
  });

  it('proves the claim by e-mail at the domain, and says what happens next', async () => {
    const user = userEvent.setup();
    const createCompanyClaim = vi.fn(async (body: ClaimBody) => ({
      data: claimRow(body, 'awaiting_email'),
      message: 'We sent a link to olivia@acme.test.',
    }));
    renderAt('/company/claim?company=acme', { getJoinTarget: target(acme), createCompanyClaim });
    const email = await screen.findByLabelText(/your work e-mail/i);
    expect(email).toHaveValue('olivia@gmail.test');
    expect(screen.getByRole('status')).toHaveTextContent(/not at acme\.test/);
    await user.clear(email);
    await user.type(email, 'olivia@acme.test');
    expect(await screen.findByText(/you can prove the claim by e-mail/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/your job title/i), 'Founder');
    await user.click(screen.getByRole('button', { name: 'Claim company' }));
    expect(await screen.findByText('We sent a link to olivia@acme.test.')).toBeInTheDocument();
    expect(createCompanyClaim).toHaveBeenCalledWith(
      expect.objectContaining({
        company_slug: 'acme',
        email: 'olivia@acme.test',
        job_title: 'Founder',
        idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    );
  });

  it('asks for evidence before sending a claim staff must review', async () => {
    const user = userEvent.setup();
    const createCompanyClaim = vi.fn();
    renderAt('/company/claim?company=acme', { getJoinTarget: target(acme), createCompanyClaim });
    await user.type(await screen.findByLabelText(/your job title/i), 'Founder');
    await user.click(screen.getByRole('button', { name: 'Claim company' }));
    expect(
      await screen.findByText(/tell our team how you are connected to acme digital/i),
    ).toBeInTheDocument();
    expect(createCompanyClaim).not.toHaveBeenCalled();
  });

  it('sends to the join page when the company is claimed already', async () => {
    renderAt('/company/claim?company=acme', { getJoinTarget: target({ ...acme, claimed: true }) });
    expect(await screen.findByRole('link', { name: 'Ask to join Acme Digital' })).toHaveAttribute(
      'href',
      '/company/join/manager/acme',
    );
  });
});

describe('/company/join/manager/{slug}', () => {
  it('sends a request to the owners of a claimed company', async () => {
    const user = userEvent.setup();
    const requestToJoin = vi.fn(async () => ({ message: 'We asked the owners of Acme Digital.' }));
    renderAt('/company/join/manager/acme', {
      getJoinTarget: target({ ...acme, claimed: true }),
      requestToJoin,
    });
    await user.type(await screen.findByLabelText(/a note for the owners/i), 'I run sales.');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('We asked the owners of Acme Digital.')).toBeInTheDocument();
    expect(requestToJoin).toHaveBeenCalledWith(
      'acme',
      expect.objectContaining({ role: 'manager', message: 'I run sales.' }),
    );
  });
});

describe('/company/join/invitation/{token}', () => {
  const token = 'a'.repeat(43);
  const invitation = (state: 'open' | 'expired') => async () => ({
    data: {
      company: { slug: 'acme', name: 'Acme Digital' },
      role: 'manager' as const,
      email: 'dave@acme.test',
      state,
      expires_at: '2026-12-01T00:00:00.000Z',
    },
  });

  it('asks a visitor to log in, and comes back here', async () => {
    renderAt(
      `/company/join/invitation/${token}`,
      { lookupCompanyInvitation: invitation('open') },
      null,
    );
    expect(await screen.findByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/company/join/invitation/${token}`)}`,
    );
  });

  it('lets only the invited address accept', async () => {
    renderAt(
      `/company/join/invitation/${token}`,
      { lookupCompanyInvitation: invitation('open') },
      { email: 'someone@else.test' },
    );
    expect(
      await screen.findByText(/but this invitation is for dave@acme\.test/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /join acme/i })).not.toBeInTheDocument();
  });

  it('accepts for the invited account, whatever the case of its address', async () => {
    const user = userEvent.setup();
    const acceptCompanyInvitation = vi.fn(async () => ({
      data: { company_slug: 'acme', company_name: 'Acme Digital' },
      message: 'Welcome to Acme Digital!',
    }));
    renderAt(
      `/company/join/invitation/${token}`,
      { lookupCompanyInvitation: invitation('open'), acceptCompanyInvitation },
      { email: 'Dave@acme.test' },
    );
    await user.click(await screen.findByRole('button', { name: 'Join Acme Digital' }));
    expect(await screen.findByText('Welcome to Acme Digital!')).toBeInTheDocument();
    expect(acceptCompanyInvitation).toHaveBeenCalledWith({ token });
  });

  it('explains an expired invitation', async () => {
    renderAt(`/company/join/invitation/${token}`, {
      lookupCompanyInvitation: invitation('expired'),
    });
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
  });
});

describe('/dashboard/company/members', () => {
  const members = (role: 'owner' | 'manager'): CompanyMembersResponse => ({
    data: {
      company: { slug: 'acme', name: 'Acme Digital' },
      my_role: role,
      members: [
        {
          user_id: '00000000-0000-4000-8000-000000000001',
          name: 'Olivia',
          email: 'olivia@acme.test',
          role,
          since: '2026-11-01T00:00:00.000Z',
          is_me: true,
        },
      ],
      invitations: [],
      join_requests:
        role === 'owner'
          ? [
              {
                id: 3,
                name: 'Carol',
                email: 'carol@acme.test',
                role: 'manager',
                message: 'Sales lead',
                created_at: '2026-11-20T00:00:00.000Z',
              },
            ]
          : [],
    },
  });
  const company = async () => ({
    data: {
      id: 1,
      name: 'Acme Digital',
      slug: 'acme',
      is_sponsorship_eligible: false,
      sponsorships_count: { total: 0 },
      locations: { headquarter: null },
    },
  });

  it('lets an owner invite, and let in those who ask', async () => {
    const user = userEvent.setup();
    const getCompanyMembers = vi.fn(async () => members('owner'));
    const inviteCompanyMember = vi.fn(async () => ({ message: 'We sent an invitation.' }));
    const decideJoinRequest = vi.fn(async () => ({ message: 'They are a member now.' }));
    renderAt('/dashboard/company/members', {
      getProfileCompany: company,
      getCompanyMembers,
      inviteCompanyMember,
      decideJoinRequest,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Members of Acme Digital' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let Carol in' }));
    expect(await screen.findByText('They are a member now.')).toBeInTheDocument();
    expect(decideJoinRequest).toHaveBeenCalledWith('acme', 3, { decision: 'approve' });

    await user.type(screen.getByLabelText(/their e-mail/i), 'dave@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We sent an invitation.')).toBeInTheDocument();
    expect(inviteCompanyMember).toHaveBeenCalledWith('acme', {
      email: 'dave@acme.test',
      role: 'manager',
    });
    // Loaded again after each change.
    expect(getCompanyMembers.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('shows a manager the team only', async () => {
    renderAt('/dashboard/company/members', {
      getProfileCompany: company,
      getCompanyMembers: async () => members('manager'),
    });
    expect(await screen.findByText('Olivia (you)')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/role of olivia/i)).not.toBeInTheDocument();
  });

  it('offers to claim a company to someone who runs none', async () => {
    renderAt('/dashboard/company/members', {
      getProfileCompany: async () => {
        throw new ApiError(404, 'You have no company.');
      },
    });
    expect(await screen.findByRole('link', { name: 'Claim your company' })).toHaveAttribute(
      'href',
      '/company/claim',
    );
  });
});
