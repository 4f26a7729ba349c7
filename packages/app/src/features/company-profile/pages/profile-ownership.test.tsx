import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import type { ProfileCompanyMembership } from '@atlas/api/endpoints/list-profile-companies';
import type { SessionUser } from '../../../shared/stores/UserStore';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createTestRouter } from '../../../test/router';
import { createCompanyProfileRoutes } from '../routes';
// Loaded up front, so the route's lazy import resolves at once.
import './CompanyProfilePage';

/** Issue 33 (8): a company's own member is not invited to claim it. */

const SLOW = { timeout: 8000 };

const place = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });

const globex: CompanyProfile = {
  id: 2,
  slug: 'globex',
  name: 'Globex',
  logo: null,
  summary: null,
  description_html: null,
  website: null,
  headquarter: { city: place(1, 'London'), country: place(2, 'United Kingdom') },
  rating: null,
  review_count: 0,
  verified: false,
  sponsored: false,
  median_reply_minutes: null,
  score: 300,
  score_level: 'good',
  company_size: { id: 10, label: '10-49' },
  hourly_rate: { id: 70, label: '$70 - $150' },
  project_size: { id: 10000, label: '$10,000+' },
  founded_year: null,
  services: [],
  focuses: [],
  industries: [],
  client_types: [],
  portfolio: [],
  locations: [],
  faqs: null,
  awards: [],
  updated_at: '2025-06-01T00:00:00.000Z',
};

const OLGA: SessionUser = { id: 'u1', name: 'Olga Owner', avatar: null };

function renderProfileFor(user: SessionUser | null, companies: ProfileCompanyMembership[]) {
  const client = createTestApiClient({
    getCompanyProfile: async () => ({ data: globex }),
    listCompanyReviews: async () => ({
      data: [],
      meta: {
        page: 1,
        per_page: 10,
        total: 0,
        last_page: 1,
        sort: 'newest',
        breakdown: { average: null, total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      },
    }),
  });
  // What the server rendered for the person: their first company is another one.
  const store = new RootStore(testPublicConfig, client, {
    user: { user, company: null, companies },
    ui: { companiesPageType: null },
  });
  const router = createTestRouter(
    [...(createCompanyProfileRoutes({ api: client, store }).default ?? [])],
    { initialEntries: ['/company/globex'] },
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the profile’s claim line', { timeout: 20_000 }, () => {
  it('offers its own member the editor and dashboard of this company, not a claim', async () => {
    renderProfileFor(OLGA, [
      { id: 1, name: 'Acme', slug: 'acme', role: 'owner' },
      { id: 2, name: 'Globex', slug: 'globex', role: 'owner' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('link', { name: /claim this profile/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit this profile' })).toHaveAttribute(
      'href',
      '/company/edit?company=globex',
    );
    expect(screen.getByRole('link', { name: 'manage it in your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/?company=globex',
    );

    // Anyone else is still invited to claim it or join its team.
    cleanup();
    renderProfileFor(OLGA, [{ id: 1, name: 'Acme', slug: 'acme', role: 'owner' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' }, SLOW)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Claim this profile or join its team' }),
    ).toHaveAttribute('href', '/company/claim?company=globex');
    expect(screen.queryByRole('link', { name: 'Edit this profile' })).toBeNull();
  });
});
