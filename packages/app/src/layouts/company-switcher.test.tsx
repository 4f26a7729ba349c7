import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, useLocation } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import type {
  GetProfileCompanyQuery,
  ProfileCompany,
} from '@atlas/api/endpoints/get-profile-company';
import { AppProviders } from '../app/AppProviders';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { createTestRouter } from '../test/router';
import { SiteHeader } from './SiteHeader';

/** Issue 33 (8): the avatar menu picks which of a person's companies they manage. */

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

function Where() {
  const location = useLocation();
  return <p>{`At ${location.pathname}${location.search}`}</p>;
}

function renderHeaderAt(path: string) {
  const getProfileCompany = vi.fn(async (query?: GetProfileCompanyQuery) => ({
    data: query?.company === 'globex' ? GLOBEX : ACME,
  }));
  const store = new RootStore(testPublicConfig, createTestApiClient({ getProfileCompany }));
  store.user.hydrate({
    user: { id: 'u1', name: 'Olga Owner', avatar: null },
    company: ACME,
    companies: [
      { id: 1, name: 'Acme', slug: 'acme', role: 'owner' },
      { id: 2, name: 'Globex', slug: 'globex', role: 'owner' },
    ],
  });
  const router = createTestRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, getProfileCompany };
}

describe('the company switcher in the avatar menu', () => {
  it('lists the companies, and opens the same dashboard page for the one picked', async () => {
    const user = userEvent.setup();
    renderHeaderAt('/dashboard/company/members?company=acme');
    await user.click(screen.getByRole('button', { name: 'Olga Owner' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Acme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/?company=acme',
    );
    expect(screen.getByRole('menuitem', { name: 'My Company' })).toHaveAttribute(
      'href',
      '/dashboard/company?company=acme',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Globex' }));
    expect(await screen.findByText('At /dashboard/company/members?company=globex')).toBeVisible();
  });

  it('makes the company picked the current one on a page of no company', async () => {
    const user = userEvent.setup();
    const { store, getProfileCompany } = renderHeaderAt('/blog');
    await user.click(screen.getByRole('button', { name: 'Olga Owner' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Globex' }));
    await waitFor(() => expect(store.user.company?.slug).toBe('globex'));
    expect(getProfileCompany).toHaveBeenCalledWith({ company: 'globex' });
    expect(screen.getByText('At /blog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Olga Owner' }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/?company=globex',
    );
  });
});
