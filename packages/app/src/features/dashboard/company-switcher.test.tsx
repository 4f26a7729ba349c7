import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CompanyOverview } from '@atlas/api/endpoints/company-overview';
import type {
  GetProfileCompanyQuery,
  ProfileCompany,
} from '@atlas/api/endpoints/get-profile-company';
import type { ProfileCompanyMembership } from '@atlas/api/endpoints/list-profile-companies';
import { DASHBOARD_TEST_USER, renderDashboard } from './dashboard.test-utils';

/** Issue 33 (8): a person who runs two companies switches between them on the dashboard. */

const LEAD = {
  acme: '5d0c3b7e-8f1a-4c2d-9e3f-0a1b2c3d4e5f',
  globex: '6e1d4c8f-9a2b-4d3e-8f4a-1b2c3d4e5f60',
};

const profile = (id: number, slug: 'acme' | 'globex', name: string): ProfileCompany => ({
  id,
  name,
  slug,
  is_sponsorship_eligible: false,
  sponsorships_count: { total: 0 },
  locations: { headquarter: null },
});
const COMPANIES = { acme: profile(1, 'acme', 'Acme'), globex: profile(2, 'globex', 'Globex') };
const MEMBERSHIPS: ProfileCompanyMembership[] = [
  { id: 1, name: 'Acme', slug: 'acme', role: 'owner' },
  { id: 2, name: 'Globex', slug: 'globex', role: 'manager' },
];

function overviewOf(slug: string): CompanyOverview {
  const company = slug === 'globex' ? COMPANIES.globex : COMPANIES.acme;
  return {
    company: { slug: company.slug, name: company.name, score: 400, score_level: 'good' },
    leads_waiting: [
      {
        id: LEAD[company.slug === 'globex' ? 'globex' : 'acme'],
        title: `A brief for ${company.name}`,
        released_at: '2026-03-02T08:00:00.000Z',
        waiting_minutes: 5,
      },
    ],
    answer_within_minutes: 60,
    unread_conversations: 0,
    reviews_awaiting_reply: 0,
    next_steps: [],
  };
}

/** The API of a person who runs Acme (their current company) and Globex. */
function twoCompanies() {
  const getProfileCompany = vi.fn(async (query?: GetProfileCompanyQuery) => ({
    data: query?.company === 'globex' ? COMPANIES.globex : COMPANIES.acme,
  }));
  const getCompanyOverview = vi.fn(async (slug: string) => ({ data: overviewOf(slug) }));
  return { getProfileCompany, getCompanyOverview };
}

function renderFor(path: string, api: ReturnType<typeof twoCompanies>) {
  const rendered = renderDashboard(path, api);
  act(() =>
    rendered.store.user.hydrate({
      user: DASHBOARD_TEST_USER,
      company: COMPANIES.acme,
      companies: MEMBERSHIPS,
    }),
  );
  return rendered;
}

describe('the company switcher on the dashboard', () => {
  it('changes the company of the dashboard, and its links carry the company', async () => {
    const user = userEvent.setup();
    const api = twoCompanies();
    const { store, router, view } = renderFor('/dashboard/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    const switcher = screen.getByRole('combobox', { name: 'Managing' });
    expect(switcher).toHaveValue('acme');
    const acmeLeads = screen.getByRole('region', { name: 'New leads' });
    expect(within(acmeLeads).getByRole('link', { name: 'A brief for Acme' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/valet/${LEAD.acme}?company=acme`,
    );

    await user.selectOptions(switcher, 'globex');
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?company=globex');
    expect(api.getProfileCompany).toHaveBeenLastCalledWith(
      { company: 'globex' },
      expect.anything(),
    );
    expect(api.getCompanyOverview).toHaveBeenLastCalledWith('globex', expect.anything());
    // Globex is the person's current company now: the header and the next pages agree.
    expect(store.user.company?.slug).toBe('globex');
    const leads = screen.getByRole('region', { name: 'New leads' });
    expect(within(leads).getByRole('link', { name: 'A brief for Globex' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/valet/${LEAD.globex}?company=globex`,
    );
    expect(screen.getByRole('link', { name: 'Edit the profile' })).toHaveAttribute(
      'href',
      '/company/edit?company=globex',
    );
    expect(screen.getByRole('link', { name: 'Reply to your reviews' })).toHaveAttribute(
      'href',
      '/dashboard/company/reviews?company=globex',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('opens the company a link names, with every page of it linked for that company', async () => {
    const api = twoCompanies();
    renderFor('/dashboard/company?company=globex', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeInTheDocument();
    expect(api.getProfileCompany).toHaveBeenCalledWith({ company: 'globex' }, expect.anything());
    expect(screen.getByRole('combobox', { name: 'Managing' })).toHaveValue('globex');
    expect(screen.getByRole('link', { name: 'Manage members' })).toHaveAttribute(
      'href',
      '/dashboard/company/members?company=globex',
    );
    expect(screen.getByRole('link', { name: 'See your figures' })).toHaveAttribute(
      'href',
      '/dashboard/company/analytics?company=globex',
    );
  });
});
