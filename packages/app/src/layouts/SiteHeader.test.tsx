import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { Navigation } from '@atlas/api/endpoints/get-navigation';
import type { PublicConfig } from '@atlas/api/ssr';
import { AppProviders } from '../app/AppProviders';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { createTestRouter } from '../test/router';

const navigation: Navigation = {
  regions: [
    {
      id: 1,
      name: 'Europe',
      slug: 'europe',
      countries: [{ id: 1, name: 'Poland', slug: 'poland', company_count: 40 }],
      cities: [{ id: 10, name: 'Warsaw', slug: 'warsaw', company_count: 20 }],
    },
    {
      id: 2,
      name: 'Asia',
      slug: 'asia',
      countries: [{ id: 2, name: 'India', slug: 'india', company_count: 30 }],
      cities: [],
    },
  ],
  service_groups: [
    {
      id: 1,
      name: 'Web & Software Development',
      slug: 'development',
      services: [{ id: 1, name: 'Web Development', slug: 'web-development' }],
    },
    {
      id: 2,
      name: 'Design',
      slug: 'design',
      services: [{ id: 2, name: 'UX/UI Design', slug: 'ux-ui-design' }],
    },
  ],
};

interface Setup {
  config?: Partial<PublicConfig>;
  api?: Partial<ApiClient>;
  path?: string;
  props?: SiteHeaderProps;
  store?: (store: RootStore) => void;
}

function renderHeader({ config, api, path = '/', props, store: prepare }: Setup = {}) {
  const store = new RootStore({ ...testPublicConfig, ...config }, createTestApiClient(api), {
    user: { user: null },
    ui: { companiesPageType: null },
    navigation: { navigation },
  });
  prepare?.(store);
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <SiteHeader {...props} />
          <Outlet />
        </>
      ),
      children: [
        {
          path: 'companies/:segment',
          loader: ({ params }) => ({
            context: {
              service: null,
              country: { id: 7, name: 'Poland', slug: params.segment ?? '' },
              city: null,
            },
          }),
          element: <p>Listing page</p>,
        },
        { path: '*', element: <p>Some page</p> },
      ],
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

afterEach(() => {
  vi.useRealTimers();
});

const companiesButton = () => screen.getByRole('button', { name: 'Companies' });
const servicesButton = () => screen.getByRole('button', { name: 'Services' });

/**
 * Rendered in the browser (not hydrated), the mega-menus fetch their code at once and show
 * their links when it has come (a server render has them from the start: header/deferredPart).
 */
const menusLoaded = () =>
  waitFor(() => expect(document.querySelector('a[href="/companies/poland"]')).not.toBeNull(), {
    timeout: 5000,
  });

describe('the header mega-menus', () => {
  it('has the menus’ links in the page while closed, hidden', async () => {
    renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    await menusLoaded();
    expect(screen.queryByRole('link', { name: 'Poland' })).toBeNull();
    expect(document.querySelector('a[href="/companies/web-development"]')).not.toBeNull();
  });

  it('opens the companies menu with regions, countries, cities, See all and Discover', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Companies' }));
    const menu = await screen.findByRole('navigation', { name: 'Companies' }, { timeout: 5000 });
    expect(within(menu).getByRole('heading', { name: 'Europe' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Poland' })).toHaveAttribute(
      'href',
      '/companies/poland',
    );
    expect(within(menu).getByRole('link', { name: 'Warsaw' })).toHaveAttribute(
      'href',
      '/companies/warsaw',
    );
    expect(within(menu).getAllByRole('link', { name: 'See all' })[0]).toHaveAttribute(
      'href',
      '/countries',
    );
    expect(
      within(menu).getByRole('link', { name: 'Discover All Agencies in the World' }),
    ).toHaveAttribute('href', '/companies');
  });

  it('opens the services menu with its tabs and Discover All Services', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Services' }));
    const menu = await screen.findByRole('navigation', { name: 'Services' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Web & Software Development', 'Design']);
    expect(within(menu).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/companies/web-development',
    );
    await user.click(within(menu).getByRole('tab', { name: 'Design' }));
    expect(within(menu).getByRole('link', { name: 'UX/UI Design' })).toHaveAttribute(
      'href',
      '/companies/ux-ui-design',
    );
    expect(within(menu).getByRole('link', { name: 'Discover All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('closes one menu when another opens', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Companies' }));
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside click and on a route change', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader({ path: '/somewhere' });
    await user.click(await screen.findByRole('button', { name: 'Companies' }));
    await user.click(screen.getByText('Some page'));
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/about-us'));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens after the pointer rests 250 ms and raises the mask flag 50 ms later', async () => {
    const { store } = renderHeader();
    await screen.findByRole('button', { name: 'Companies' });
    vi.useFakeTimers();
    fireEvent.mouseEnter(companiesButton());
    act(() => vi.advanceTimersByTime(249));
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(store.ui.menuFlag).toBe(false);
    act(() => vi.advanceTimersByTime(49));
    expect(store.ui.menuFlag).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(store.ui.menuFlag).toBe(true);
  });

  it('works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    await screen.findByRole('button', { name: 'Companies' });
    await menusLoaded();
    companiesButton().focus();
    await user.keyboard('{Enter}');
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(companiesButton()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Poland' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Warsaw' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Poland' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(companiesButton()).toHaveFocus();
    await user.keyboard(' ');
    expect(companiesButton()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the header links', () => {
  it('shows Awards 2025, Blog and the valet link in the visitor’s variant', async () => {
    renderHeader({
      store: (store) => {
        store.variants = { ...store.variants, valetButtonStyle: 'hire_company' };
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Awards 2025' })).toHaveAttribute(
      'href',
      '/awards-2025',
    );
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Hire a Company' })).toHaveAttribute(
      'href',
      '/project-submission',
    );
  });

  it('says Submit My Project by default', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Submit My Project' })).toBeInTheDocument();
  });

  it('slim: Awards, Companies, Services, Contact Us, Log In and no Get Listed', async () => {
    renderHeader({ props: { variant: 'slim' } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      [...nav.querySelectorAll(':scope > a, :scope > div > button')].map(
        (item) => item.textContent,
      ),
    ).toEqual(['Awards', 'Companies', 'Services', 'Contact Us']);
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Listed' })).toBeNull();
  });

  it('awards-only: Back to Homepage and nothing else', async () => {
    renderHeader({ props: { variant: 'awards-only' } });
    expect(await screen.findByRole('link', { name: 'Back to Homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('opens the mobile drawer with the same links, Get Listed and Log In', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    // The drawer's code loads on the first press.
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' }, { timeout: 5000 });
    for (const name of ['Awards 2025', 'Blog', 'Submit My Project', 'Get Listed', 'Log In'])
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    expect(drawer.querySelector('a[href="/companies/poland"]')).not.toBeNull();
  });

  it('the drawer is a named dialog with a close button and groups that expand', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const companies = within(dialog).getByRole('button', { name: 'Companies' });
    expect(companies).toHaveAttribute('aria-expanded', 'false');
    await user.click(companies);
    expect(companies).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByText('Countries')[0]).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('the signed-in user box', () => {
  const signIn = (count: number) => (store: RootStore) => {
    store.user.setUser({ id: 'u1', name: 'Ada Lovelace', avatar: null });
    store.notifications.set(
      Array.from({ length: count }, (_, index) => ({
        id: `n${index}`,
        type: 'awards',
        message: `Notification ${index}`,
        timestamp: { seconds: 1_700_000_000 + index, nanoseconds: 0 },
      })),
    );
  };

  it.each([
    [0, 'Notifications'],
    [5, 'Notifications, 5 new'],
    [99, 'Notifications, 99 new'],
    [100, 'Notifications, 99+ new'],
  ])('with %s notifications the bell says %s', async (count, label) => {
    renderHeader({ store: signIn(count) });
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('opens an empty notification list', async () => {
    const user = userEvent.setup();
    renderHeader({ store: signIn(0) });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeVisible();
  });

  it('opening the avatar menu closes the notifications', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader({ store: signIn(2) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    expect(await screen.findByText('Notification 0')).toBeVisible();
    act(() => store.ui.setOpenMenu('user'));
    await waitFor(() => expect(screen.queryByText('Notification 0')).toBeNull());
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
});

describe('the TOP 10 entry', () => {
  const cities = {
    data: [
      {
        id: 10,
        name: 'Warsaw',
        slug: 'warsaw',
        sponsorship_pages: [{ id: 1, service: { id: 3, name: 'SEO', slug: 'seo' } }],
      },
      {
        id: 11,
        name: 'Krakow',
        slug: 'krakow',
        sponsorship_pages: [{ id: 2, service: { id: 4, name: 'PR', slug: 'pr' } }],
      },
    ],
    country: {
      id: 7,
      name: 'Poland',
      slug: 'poland',
      images: { main: { webp: '', original: '' } },
    },
  };

  it('is absent on a country that is not allowed for promotion', async () => {
    renderHeader({ path: '/companies/poland' });
    await screen.findByText('Listing page');
    expect(screen.queryByRole('button', { name: /TOP 10 Listings/ })).toBeNull();
  });

  it('on an allowed country lists its cities and their TOP 10 pages, with a back control', async () => {
    const user = userEvent.setup();
    const getCities = vi.fn(async () => cities);
    renderHeader({
      path: '/companies/poland',
      config: { allowedForPromo: ['poland'] },
      api: { getCities },
    });
    await user.click(await screen.findByRole('button', { name: 'TOP 10 Listings New' }));
    // jsdom's window is 1024 px wide: the first city is preselected.
    expect(await screen.findByRole('link', { name: 'SEO' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/top-companies/seo/warsaw',
    );
    expect(getCities).toHaveBeenCalledWith(
      { country: 7, include_sponsorship_pages: true },
      expect.any(AbortSignal),
    );
    await user.click(screen.getByRole('button', { name: 'Krakow' }));
    expect(screen.getByRole('link', { name: 'PR' })).toHaveAttribute(
      'href',
      '/top-companies/pr/krakow',
    );
    await user.click(screen.getByRole('button', { name: /Back to cities/ }));
    expect(screen.queryByRole('link', { name: 'PR' })).toBeNull();
  });

  it('shows 6 list and 12 content placeholders while loading', async () => {
    const user = userEvent.setup();
    renderHeader({
      path: '/companies/poland',
      config: { allowedForPromo: ['poland'] },
      api: { getCities: () => new Promise(() => {}) },
    });
    await user.click(await screen.findByRole('button', { name: 'TOP 10 Listings New' }));
    const loading = await screen.findByRole(
      'status',
      { name: 'Loading top cities' },
      { timeout: 5000 },
    );
    expect(loading.querySelectorAll('[data-placeholder="list"]')).toHaveLength(6);
    expect(loading.querySelectorAll('[data-placeholder="content"]')).toHaveLength(12);
  });

  it('closes quietly when the cities cannot be loaded', async () => {
    const user = userEvent.setup();
    renderHeader({
      path: '/companies/poland',
      config: { allowedForPromo: ['poland'] },
      api: { getCities: async () => Promise.reject(new Error('offline')) },
    });
    const button = await screen.findByRole('button', { name: 'TOP 10 Listings New' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('preselects the page’s city on a service-city page, none on a narrow screen otherwise', async () => {
    const user = userEvent.setup();
    const resolveListing = vi.fn(async () => ({
      data: {
        service: { id: 4, name: 'PR', slug: 'pr' },
        country: { id: 7, name: 'Poland', slug: 'poland' },
        city: { id: 11, name: 'Krakow', slug: 'krakow' },
      },
    }));
    renderHeader({
      path: '/top-companies/pr/krakow',
      api: { getCities: async () => cities, resolveListing },
    });
    await user.click(await screen.findByRole('button', { name: 'TOP 10 Listings New' }));
    expect(await screen.findByRole('link', { name: 'PR' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'SEO' })).toBeNull();
  });

  it('preselects nothing below 1023 px', async () => {
    const user = userEvent.setup();
    const width = window.innerWidth;
    window.innerWidth = 800;
    try {
      renderHeader({
        path: '/companies/poland',
        config: { allowedForPromo: ['poland'] },
        api: { getCities: async () => cities },
      });
      await user.click(await screen.findByRole('button', { name: 'TOP 10 Listings New' }));
      expect(await screen.findByRole('button', { name: 'Warsaw' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'SEO' })).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });
});
