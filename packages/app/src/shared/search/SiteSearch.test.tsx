import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, useLocation } from 'react-router-dom';
import createCache from '@emotion/cache';
import axe from 'axe-core';
import { createTestApiClient } from '@atlas/api/client';
import type { SearchQuery, SearchResponse } from '@atlas/api/endpoints/search';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { SiteSearch, listingPathFor } from './SiteSearch';
import { HeaderSearch } from './HeaderSearch';
import { SEARCH_DEBOUNCE_MS } from './useSearchSuggestions';

const kyiv = {
  kind: 'city' as const,
  id: 3,
  name: 'Kyiv',
  slug: 'kyiv',
  country: { name: 'Ukraine', slug: 'ukraine' },
};
const ukraine = {
  kind: 'country' as const,
  id: 2,
  name: 'Ukraine',
  slug: 'ukraine',
  country: null,
};
const web = { id: 1, name: 'Web Development', slug: 'web-development' };
const seo = { id: 2, name: 'SEO', slug: 'seo' };

function answerFor({ q = '' }: SearchQuery): SearchResponse {
  const text = q.toLowerCase();
  if (text === '') return { query: '', services: [seo, web], places: [kyiv], companies: [] };
  return {
    query: q,
    services: [web, seo].filter((service) => service.name.toLowerCase().includes(text)),
    places: text.startsWith('k') || text.startsWith('u') ? [kyiv, ukraine] : [],
    // The server tolerates typos: "lumire" still finds the company.
    companies: text.includes('lum') ? [{ id: 9, name: 'Café Lumière', slug: 'cafe-lumiere' }] : [],
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderSearch(element: React.ReactNode) {
  const search = vi.fn((query: SearchQuery) => Promise.resolve(answerFor(query)));
  const store = new RootStore(testPublicConfig, createTestApiClient({ search }), {
    user: { user: null },
    ui: { companiesPageType: null },
  });
  const router = createTestRouter([
    {
      path: '*',
      element: (
        <main>
          <h1>Page</h1>
          {element}
          <Where />
        </main>
      ),
    },
  ]);
  const view = render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { search, router, view };
}

const where = () => screen.getByTestId('where').textContent;

describe('listingPathFor', () => {
  it('builds /companies/{service}/{place}, or one of them, or the whole directory', () => {
    expect(listingPathFor(web, kyiv)).toBe('/companies/web-development/kyiv');
    expect(listingPathFor(web, null)).toBe('/companies/web-development');
    expect(listingPathFor(null, ukraine)).toBe('/companies/ukraine');
    expect(listingPathFor(null, null)).toBe('/companies');
  });
});

describe('SiteSearch', () => {
  it('is labelled comboboxes following the WAI-ARIA pattern, with no axe violations', async () => {
    const { view } = renderSearch(<SiteSearch idPrefix="t" />);
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Company name' })).toBeInTheDocument();
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const results = await axe.run(view.container);
    expect(results.violations).toEqual([]);
  });

  it('suggests popular services on focus and lands on the service + city listing by keyboard', async () => {
    const user = userEvent.setup();
    const { search } = renderSearch(<SiteSearch idPrefix="t" />);
    const service = screen.getByRole('combobox', { name: 'Service' });
    await user.click(service);
    const popular = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await waitFor(() => expect(within(popular).getAllByRole('option')).toHaveLength(2), {
      timeout: 3000,
    });
    expect(service).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveBeenCalledWith({ q: '' }, expect.any(AbortSignal));

    await user.type(service, 'web');
    await waitFor(
      () =>
        expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Web Development',
        ]),
      { timeout: 3000 },
    );
    // Typing quickly asks once, for the last text, after the debounce.
    expect(search.mock.calls.map(([query]) => query.q)).toEqual(['', 'web']);
    expect(service).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowDown}');
    expect(service.getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(service).toHaveValue('Web Development');

    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.type(location, 'ky');
    await waitFor(
      () => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Kyiv, Ukraine'),
      {
        timeout: 3000,
      },
    );
    await user.keyboard('{Enter}');
    expect(location).toHaveValue('Kyiv, Ukraine');
    await user.click(screen.getByRole('button', { name: 'Find agencies' }));
    expect(where()).toBe('/companies/web-development/kyiv');
  });

  it('takes the first suggestion for text typed but not chosen', async () => {
    const user = userEvent.setup();
    renderSearch(<SiteSearch idPrefix="t" />);
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'ukr');
    await screen.findAllByRole('option', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Find agencies' }));
    expect(where()).toBe('/companies/kyiv');
  });

  it('opens a company found by a misspelt name', async () => {
    const user = userEvent.setup();
    renderSearch(<SiteSearch idPrefix="t" />);
    await user.type(screen.getByRole('combobox', { name: 'Company name' }), 'lumire');
    const option = await screen.findByRole('option', { name: 'Café Lumière' }, { timeout: 3000 });
    await user.click(option);
    expect(where()).toBe('/company/cafe-lumiere');
  });

  it('waits SPEC §9’s 500 ms before asking', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('HeaderSearch', () => {
  it('opens the search in a labelled dialog and closes it after navigating', async () => {
    const user = userEvent.setup();
    renderSearch(<HeaderSearch />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search the directory' });
    // The fields load with the dialog's first opening.
    const service = await within(dialog).findByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(service).toHaveFocus());
    await user.type(service, 'seo');
    await screen.findByRole('option', { name: 'SEO' }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Find agencies' }));
    expect(where()).toBe('/companies/seo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
