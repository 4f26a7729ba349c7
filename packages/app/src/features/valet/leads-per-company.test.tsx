import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { RouterProvider } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type {
  GetProfileCompanyQuery,
  ProfileCompany,
} from '@atlas/api/endpoints/get-profile-company';
import { ApiError } from '@atlas/api/http';
import type { ValetRequest, ValetRequestSummary } from '@atlas/api/valet';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createValetRoutes } from './routes';

/** Issue 33 (8): the leads inbox is the chosen company's, and a lead opens with its company. */

const RELEASED = '2026-11-24T20:00:00.000Z';
const LEAD = {
  acme: '7d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f11',
  globex: '8e2d2b63-4f1f-4b47-8e7b-4c4d4c8f1a22',
};

const company = (id: number, slug: string, name: string): ProfileCompany => ({
  id,
  name,
  slug,
  is_sponsorship_eligible: false,
  sponsorships_count: { total: 0 },
  locations: { headquarter: null },
});
const ACME = company(1, 'acme', 'Acme');
const GLOBEX = company(2, 'globex', 'Globex');

const summary = (id: string, title: string): ValetRequestSummary => ({
  id,
  title,
  status: 'released',
  project_status: 'released',
  released_at: RELEASED,
  answered_at: null,
  waiting_minutes: 12,
  budget: { min: 5_000, max: 10_000 },
  conversation_id: null,
  buyer_decision: null,
  buyer_decision_reason: null,
});

const globexLead: ValetRequest = {
  ...summary(LEAD.globex, 'A warehouse app'),
  brief: {
    title: 'A warehouse app',
    description: 'x'.repeat(60),
    services: [],
    focuses: [],
    countries: [],
    cities: [],
    project_start: 'within-1-month',
    project_stage: 'first-talks',
    budget: { min: 5_000, max: 10_000 },
    files: [],
    voice_recording: null,
  },
  contact: null,
  decline_reason: null,
  quote: null,
  reasons: ['covers 1 of 1 services'],
};

function renderAt(path: string, api: Partial<ApiClient>) {
  const getProfileCompany = vi.fn(async (query?: GetProfileCompanyQuery) => ({
    data: query?.company === 'globex' ? GLOBEX : ACME,
  }));
  const client = createTestApiClient({ getProfileCompany, ...api });
  // Acme is the person's current company; they run Globex too.
  const store = new RootStore(testPublicConfig, client, {
    user: {
      user: { id: 'u1', name: 'Olga Owner', avatar: null },
      company: ACME,
      companies: [
        { id: 1, name: 'Acme', slug: 'acme', role: 'owner' },
        { id: 2, name: 'Globex', slug: 'globex', role: 'owner' },
      ],
    },
    ui: { companiesPageType: null },
  });
  const routes = [
    {
      path: '/',
      HydrateFallback: () => null,
      children: (createValetRoutes().default ?? []).map((route) => ({
        ...route,
        HydrateFallback: () => null,
      })),
    },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

describe('leads per company', () => {
  it('lists the leads of the company chosen in the switcher', async () => {
    const user = userEvent.setup();
    const listValetRequests = vi.fn(async (slug: string) => ({
      data:
        slug === 'globex'
          ? [summary(LEAD.globex, 'A warehouse app')]
          : [summary(LEAD.acme, 'A shop for our bakery')],
    }));
    const { router } = renderAt('/dashboard/inbox/valet', { listValetRequests });
    expect(await screen.findByRole('link', { name: 'A shop for our bakery' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Managing' }), 'globex');
    const lead = await screen.findByRole('link', { name: 'A warehouse app' });
    expect(lead).toHaveAttribute('href', `/dashboard/inbox/valet/${LEAD.globex}?company=globex`);
    expect(screen.queryByRole('link', { name: 'A shop for our bakery' })).toBeNull();
    expect(listValetRequests).toHaveBeenLastCalledWith('globex', expect.anything());
    expect(router.state.location.search).toBe('?company=globex');
  });

  it('opens a lead of the other company from a link that names none', async () => {
    const getValetRequest = vi.fn(async (slug: string) => {
      if (slug !== 'globex') throw new ApiError(404, 'id: there is no such project');
      return { data: globexLead };
    });
    const { store } = renderAt(`/dashboard/inbox/valet/${LEAD.globex}`, { getValetRequest });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A warehouse app' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.user.company?.slug).toBe('globex'));
    expect(screen.getByRole('link', { name: 'All matched projects' })).toHaveAttribute(
      'href',
      '/dashboard/inbox/valet?company=globex',
    );
  });
});
