import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import type { PublicConfig } from '@atlas/api/ssr';
import type { ProfileCompany } from '@atlas/api/endpoints/get-profile-company';
import { AppProviders } from '../app/AppProviders';
import { RootStore } from '../stores/RootStore';
import { testPublicConfig } from '../test/fixtures';
import { AlertArea, InclusionBadge, OnlineStatus } from './ShellOverlays';
import { AwardsBannerBar } from './AwardsBannerBar';
import { SiteFooter } from './SiteFooter';
import { DefaultLayout } from './DefaultLayout';
import { KEEP_ALIVE_MAX, nextKeptPages } from './PageHost';
import { AwardsLayout, shareUrl } from './AwardsLayout';
import { createTestRouter } from '../test/router';

function newStore(config: Partial<PublicConfig> = {}) {
  return new RootStore({ ...testPublicConfig, ...config }, createTestApiClient(), {
    user: { user: null },
    ui: { companiesPageType: null },
    navigation: { navigation: { regions: [], service_groups: [] } },
  });
}

function renderWith(store: RootStore, routes: RouteObject[], path = '/') {
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const single = (element: React.ReactNode): RouteObject[] => [{ path: '*', element }];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

describe('alerts', () => {
  it('shows the store’s alert and dismisses it after 5 seconds', async () => {
    const store = newStore();
    renderWith(store, single(<AlertArea />));
    await screen.findByText((_, element) => element === document.body);
    // The toast's code loads with the first alert; fetched here, it is ready without a timer.
    await import('@atlas/ui/AlertToast');
    vi.useFakeTimers();
    await act(async () => store.alert.show('Message sent!'));
    expect(screen.getByRole('status')).toHaveTextContent('Message sent!');
    act(() => vi.advanceTimersByTime(4999));
    expect(store.alert.current).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(store.alert.current).toBeNull();
  });

  it('closes on its close icon; errors are announced at once', async () => {
    const user = userEvent.setup();
    const store = newStore();
    renderWith(store, single(<AlertArea />));
    act(() => store.alert.show('It failed', { type: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It failed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.alert.current).toBeNull();
  });
});

describe('online state', () => {
  it('follows the browser’s online and offline events and says when offline', async () => {
    const store = newStore();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWith(store, single(<OnlineStatus />));
    await waitFor(() => expect(store.ui.online).toBe(true));
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(store.ui.online).toBe(false);
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(store.ui.online).toBe(true);
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});

describe('the TOP 10 badge', () => {
  const company = (overrides: Partial<ProfileCompany> = {}): ProfileCompany => ({
    id: 1,
    name: 'Acme',
    slug: 'acme',
    is_sponsorship_eligible: true,
    sponsorships_count: { total: 0 },
    locations: { headquarter: { city: { name: 'Warsaw' } } },
    ...overrides,
  });

  it.each([
    ['shown for an eligible company without sponsorships', company(), false, true],
    [
      'hidden for a company with a sponsorship',
      company({ sponsorships_count: { total: 1 } }),
      false,
      false,
    ],
    ['hidden for an ineligible company', company({ is_sponsorship_eligible: false }), false, false],
    ['hidden on the promote pages', company(), true, false],
  ])('%s', (_name, profile, hidden, shown) => {
    const store = newStore();
    store.user.setUser({ id: 'u1', name: 'Ada', avatar: null });
    store.user.setCompany(profile);
    renderWith(store, single(<InclusionBadge hidden={hidden} />));
    const link = screen.queryByRole('link', { name: 'Check now' });
    if (shown) {
      expect(link).toHaveAttribute('href', '/top-companies/promote?source=inclusion_badge');
      expect(screen.getByText('Get Acme into the TOP 10 of Warsaw.')).toBeInTheDocument();
    } else expect(link).toBeNull();
  });

  it('is not shown to a visitor', () => {
    renderWith(newStore(), single(<InclusionBadge hidden={false} />));
    expect(screen.queryByRole('link', { name: 'Check now' })).toBeNull();
  });
});

describe('the awards banner', () => {
  const NOW = Date.parse('2025-06-01T00:00:00Z');
  it.each([
    [{ votingPhase: true, votingEnd: '2025-07-01T00:00:00Z' }, 'Vote now!'],
    [{ votingPhase: true, votingEnd: '2025-05-01T00:00:00Z' }, 'View nominees!'],
    [{ votingPhase: false, votingEnd: '2025-05-01T00:00:00Z' }, 'Check out the winners!'],
  ])('with %j links with %s to the edition', (edition, text) => {
    const store = newStore({ awards: { ...testPublicConfig.awards, '2025': edition } });
    renderWith(store, single(<AwardsBannerBar now={() => NOW} />));
    expect(screen.getByRole('link', { name: text })).toHaveAttribute('href', '/awards-2025');
  });

  it('closes, sets its one-year cookie and stays closed', async () => {
    const user = userEvent.setup();
    const store = newStore({
      awards: { ...testPublicConfig.awards, '2025': { votingPhase: true, votingEnd: null } },
    });
    renderWith(store, single(<AwardsBannerBar />));
    await user.click(screen.getByRole('button', { name: 'Close awards banner' }));
    expect(screen.queryByRole('link', { name: 'Vote now!' })).toBeNull();
    expect(document.cookie).toContain('awards_banner_2025_voting=1');
    expect(store.ui.isAwardsBannerClosed('awards_banner_2025_voting')).toBe(true);
  });

  it('is left out when the visitor has the cookie of this edition and phase', () => {
    const store = newStore();
    store.ui.setClosedAwardsBanners(['awards_banner_2025_winners']);
    renderWith(store, single(<AwardsBannerBar />));
    expect(screen.queryByRole('link', { name: 'Check out the winners!' })).toBeNull();
  });

  it('shows the voting countdown in the header once mounted, above the page', async () => {
    const store = newStore({
      awards: {
        ...testPublicConfig.awards,
        '2025': { votingPhase: true, votingEnd: '2099-01-01T00:00:00Z' },
      },
    });
    renderWith(store, single(<AwardsLayout>{<p>The 2025 nominees</p>}</AwardsLayout>));
    expect(await screen.findByText('The 2025 nominees')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('timer', { name: 'Voting Phase' })).toBeInTheDocument();
  });

  it('shares the canonical URL with the lowercased path', () => {
    expect(shareUrl('https://atlas.test', '/Awards-2025/FAQ')).toBe(
      'https://atlas.test/awards-2025/faq',
    );
  });
});

describe('the footer', () => {
  it('has the five columns, social links and the copyright with brand and year', () => {
    renderWith(newStore({ brandName: 'Test Atlas' }), single(<SiteFooter />));
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Company', 'Services', 'Countries', 'Cities', 'Insights']);
    expect(within(footer).getByRole('navigation', { name: 'Social' })).toBeInTheDocument();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Test Atlas. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it.each([
    ['valet', false, 'Start now!'],
    ['valet', true, 'Get 5 Free Quotes'],
  ] as const)('the %s banner (minimal %s) says %s', (cta, minimal, button) => {
    renderWith(newStore(), single(<SiteFooter cta={cta} minimalCta={minimal} />));
    expect(
      screen.getByRole('heading', { name: 'Submit your project and get free quotes in 1-hour' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button })).toHaveAttribute(
      'href',
      '/project-submission',
    );
  });

  it('shows the Get Listed box on the home page', () => {
    renderWith(newStore(), single(<SiteFooter cta="get-listed" />));
    expect(screen.getByRole('heading', { name: 'Get your agency listed' })).toBeInTheDocument();
  });
});

describe('the default layout', () => {
  const routes: RouteObject[] = [
    {
      element: <DefaultLayout />,
      children: [
        { index: true, element: <h1>Home</h1>, handle: { name: 'index' } },
        {
          path: 'project-submission',
          element: <h1>Submit</h1>,
          handle: { name: 'project-submission' },
        },
        { path: 'about-us', element: <h1>About</h1>, handle: { name: 'about-us' } },
      ],
    },
  ];

  it('shows the Get Listed box on the home page', async () => {
    renderWith(newStore(), routes, '/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.getByRole('heading', { name: 'Get your agency listed' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the valet banner elsewhere', async () => {
    renderWith(newStore(), routes, '/about-us');
    await screen.findByRole('heading', { name: 'About' });
    expect(screen.getByRole('link', { name: 'Start now!' })).toBeInTheDocument();
  });

  it('keeps the companies page type in step with the listing shown', async () => {
    const store = newStore();
    const router = renderWith(
      store,
      [
        {
          element: <DefaultLayout />,
          children: [
            {
              path: 'companies/:segment',
              loader: () => ({
                context: {
                  service: null,
                  country: { id: 7, name: 'Poland', slug: 'poland' },
                  city: { id: 9, name: 'Warsaw', slug: 'warsaw' },
                },
              }),
              element: <h1>Listing</h1>,
            },
            { path: 'about-us', element: <h1>About</h1> },
          ],
        },
      ],
      '/companies/warsaw',
    );
    await screen.findByRole('heading', { name: 'Listing' });
    await waitFor(() =>
      expect(store.ui.companiesPageType).toEqual({ country: 'poland', city: 'warsaw' }),
    );
    await act(() => router.navigate('/about-us'));
    await waitFor(() => expect(store.ui.companiesPageType).toBeNull());
  });

  it('has no footer on project-submission', async () => {
    renderWith(newStore(), routes, '/project-submission');
    await screen.findByRole('heading', { name: 'Submit' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('page transitions', () => {
  it('fades the page out while the next one loads; the URL changes when it is shown', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const routes: RouteObject[] = [
      {
        element: <DefaultLayout />,
        children: [
          {
            path: 'first',
            element: (
              <>
                <h1>First</h1>
                <Link to="/slow">Go slow</Link>
              </>
            ),
          },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <h1>Slow</h1>,
          },
        ],
      },
    ];
    const router = renderWith(newStore(), routes, '/first');
    await user.click(await screen.findByRole('link', { name: 'Go slow' }));
    const heading = screen.getByRole('heading', { name: 'First' });
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/first');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/slow');
    expect(screen.getByRole('heading', { name: 'Slow' }).closest('[aria-busy]')).toBeNull();
  });
});

describe('keep-alive', () => {
  it('keeps the ten most recent pages and drops a page that must not be kept', () => {
    const page = (key: string) => ({ key });
    let kept: { key: string }[] = [];
    for (let index = 1; index <= 12; index += 1)
      kept = nextKeptPages(kept, page(`/p${index}`), null);
    expect(kept).toHaveLength(KEEP_ALIVE_MAX);
    expect(kept[0]?.key).toBe('/p3');
    kept = nextKeptPages(kept, page('/p5'), null);
    expect(kept.at(-1)?.key).toBe('/p5');
    expect(kept).toHaveLength(KEEP_ALIVE_MAX);
    kept = nextKeptPages(kept, page('/form'), null);
    kept = nextKeptPages(kept, page('/p6'), '/form');
    expect(kept.map((entry) => entry.key)).not.toContain('/form');
  });

  function Counter({ title }: { title: string }) {
    const [count, setCount] = useState(0);
    return (
      <>
        <h1>{title}</h1>
        <button type="button" onClick={() => setCount(count + 1)}>
          {title} clicked {count}
        </button>
        <nav aria-label="Test">
          <Link to="/a">To A</Link> <Link to="/b">To B</Link> <Link to="/form">To form</Link>
        </nav>
      </>
    );
  }

  const keepAliveRoutes: RouteObject[] = [
    {
      element: <DefaultLayout />,
      children: [
        { path: 'a', element: <Counter title="Page A" /> },
        { path: 'b', element: <Counter title="Page B" /> },
        {
          path: 'form',
          element: <Counter title="Form" />,
          handle: { name: 'form', keepAlive: false },
        },
      ],
    },
  ];

  it('brings a page back with its state, but not a page that must not be kept', async () => {
    const user = userEvent.setup();
    renderWith(newStore(), keepAliveRoutes, '/a');
    await user.click(await screen.findByRole('button', { name: 'Page A clicked 0' }));
    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'To form' }));
    await user.click(await screen.findByRole('button', { name: 'Form clicked 0' }));
    expect(screen.getByRole('button', { name: 'Form clicked 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'To A' }));
    expect(await screen.findByRole('button', { name: 'Page A clicked 1' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'To form' }));
    expect(await screen.findByRole('button', { name: 'Form clicked 0' })).toBeVisible();
  }, 20_000);
});
