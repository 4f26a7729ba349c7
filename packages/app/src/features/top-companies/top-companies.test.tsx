import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import type { CompanyListItem } from '@atlas/api/entities/company';
import type { TopCompaniesList } from '@atlas/api/endpoints/get-top-companies';
import type { PromotePage as PromotePageAnswer } from '@atlas/api/endpoints/get-promote-page';
import { ApiError } from '@atlas/api/http';
import { DEFAULT_VARIANTS } from '@atlas/api/variants';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createTopCompaniesRoutes } from './routes';
import { topCompaniesHead } from './top-companies';
// Loaded up front, so the routes' lazy imports resolve at once.
import './pages/TopCompaniesPage';
import './pages/PromotePage';

const SLOW = { timeout: 8000 };
const london = { id: 1, name: 'London', slug: 'london' };
const uk = { id: 2, name: 'United Kingdom', slug: 'united-kingdom' };
const seo = { id: 3, name: 'SEO', slug: 'seo' };

function company(id: number): CompanyListItem {
  return {
    id,
    slug: `agency-${id}`,
    name: `Agency ${id}`,
    logo: null,
    summary: null,
    headquarter: { city: london, country: uk },
    website: null,
    matching_offices: [{ city: london, country: uk, headquarter: true }],
    rating: 4.5,
    review_count: 3,
    company_size: { id: 10, label: '10-49' },
    hourly_rate: { id: null, label: 'Undisclosed' },
    project_size: { id: null, label: 'Undisclosed' },
    founded_year: null,
    services: [{ ...seo, percentage: 100 }],
    verified: false,
    sponsored: false,
    award_count: 0,
    score: 900 - id,
    score_level: 'excellent',
  };
}

const entry = (id: number, rank: number, sponsored = false) => ({
  organic_rank: rank,
  company: { ...company(id), sponsored },
  reasons: ['Rated 4.5/5 from 3 reviews', 'SEO is 100% of its work', 'Headquartered in London'],
  sponsored,
});

const list: TopCompaniesList = {
  service: seo,
  city: london,
  country: uk,
  sponsorship_page_id: 7,
  companies: Array.from({ length: 10 }, (_, index) => entry(index + 1, index + 1, index === 2)),
  sponsored: [entry(14, 14, true)],
  version: 'abc',
};

function renderAt(path: string, promote?: PromotePageAnswer | 'none') {
  const api = createTestApiClient({
    getTopCompanies: async (query) => {
      if (query.city === 'london' && (query.service ?? 'seo') === 'seo') return { data: list };
      throw new ApiError(404, 'city: no city has this slug');
    },
    getPromotePage: async () => {
      if (promote === 'none' || !promote) throw new ApiError(404, 'You have no company yet.');
      return { data: promote };
    },
  });
  const store = new RootStore(testPublicConfig, api, {
    user: { user: promote ? { id: 'u1', name: 'Owner', avatar: null } : null },
    ui: { companiesPageType: null },
    variants: DEFAULT_VARIANTS,
  });
  const routes = createTopCompaniesRoutes({ api, store });
  const router = createTestRouter([...(routes.default ?? []), ...(routes.blank ?? [])], {
    initialEntries: [path],
  });
  return render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the TOP 10 page', () => {
  it('shows one h1, the labelled sponsored slot with its organic rank, and the ten in order', async () => {
    const view = renderAt('/top-companies/seo/london');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Top 10 SEO Companies in London' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sponsored = screen.getByRole('region', { name: 'Sponsored' });
    expect(within(sponsored).getByText('Sponsored · #14 organically')).toBeInTheDocument();
    const ten = screen.getByRole('list', { name: 'Top 10 SEO Companies in London' });
    const names = within(ten)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(list.companies.map((item) => item.company.name));
    // The sponsor inside the ten keeps its place, with the label.
    expect(within(ten).getByText('Sponsored · #3 organically')).toBeInTheDocument();
    expect(within(ten).getAllByText('Headquartered in London')).toHaveLength(10);
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('is usable by keyboard: Tab reaches the first profile link', async () => {
    renderAt('/top-companies/seo/london');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const user = userEvent.setup();
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      if (document.activeElement?.textContent === 'Agency 14') break;
    }
    expect(document.activeElement).toHaveAccessibleName(/Agency 14/);
  });

  it('writes the ItemList, canonical and the image into the head', () => {
    const head = topCompaniesHead(
      { list, pathname: '/top-companies/seo/london' },
      testPublicConfig,
    );
    expect(head.canonicalPath).toBe('/top-companies/seo/london');
    expect(head.ogImage).toBe('/top-companies/seo/london/screenshot');
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 10,
      itemListElement: expect.arrayContaining([
        expect.objectContaining({ position: 1, name: 'Agency 1' }),
      ]),
    });
  });
});

describe('the promote page', () => {
  const promote: PromotePageAnswer = {
    company: { id: 5, name: 'Agency 5', slug: 'agency-5' },
    eligible: false,
    missing: ['verified', 'published_review'],
    pages: [
      {
        id: 7,
        city: london,
        service: seo,
        price_cents: 29_900,
        slots_left: 2,
        sponsored_by_you: false,
      },
    ],
    active_sponsorships: 0,
  };

  it('tells the company what is missing, lists its pages, and records the visit', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const view = renderAt('/top-companies/promote?source=inclusion_badge', promote);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Promote Your Company in the TOP 10' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Verification has a page of its own to ask for it (issue 33).
    expect(screen.getByRole('link', { name: 'Verify your company' })).toHaveAttribute(
      'href',
      '/dashboard/company/verification',
    );
    expect(screen.getByText('Get at least one published review')).toBeInTheDocument();
    // Neither is done in the profile editor, so it is not offered.
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    const row = screen.getByRole('row', { name: /SEO in London/ });
    expect(within(row).getByText('$299')).toBeInTheDocument();
    expect(within(row).getByText('2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose pages and a period' })).toBeNull();
    // The visit is recorded from an effect once the page is up.
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    const [, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(JSON.parse(await blob.text())).toEqual({
      name: 'promote_page_accessed',
      props: {
        path: '/top-companies/promote',
        source: 'inclusion_badge',
        company_name: 'Agency 5',
      },
    });
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('sends a company whose profile lacks a part to the editor', async () => {
    renderAt('/top-companies/promote', { ...promote, missing: ['verified', 'logo'] });
    expect(await screen.findByText('Add a logo', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/company/edit',
    );
  });

  it('offers an eligible company the way to buy a place', async () => {
    renderAt('/top-companies/promote', { ...promote, eligible: true, missing: [] });
    expect(
      await screen.findByRole('link', { name: 'Choose pages and a period' }, SLOW),
    ).toHaveAttribute('href', '/top-companies/promote/join');
  });

  it('asks a visitor to log in', async () => {
    renderAt('/top-companies/promote');
    expect(await screen.findByRole('link', { name: 'Log in' }, SLOW)).toBeInTheDocument();
  });
});
