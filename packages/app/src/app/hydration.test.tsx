import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyListItem } from '@atlas/api/entities/company';
import type { ListCompaniesResponse } from '@atlas/api/endpoints/list-companies';
import { testPublicConfig } from '../test/fixtures';
import { render } from '../entry-server';
import { hydrateApp } from './hydrate';

const config = testPublicConfig;

function company(id: number): CompanyListItem {
  return {
    id,
    slug: `agency-${id}`,
    name: `Agency ${id}`,
    logo: null,
    summary: `Agency ${id} builds software.`,
    headquarter: {
      city: { id: 1, name: 'London', slug: 'london' },
      country: { id: 1, name: 'United Kingdom', slug: 'united-kingdom' },
    },
    rating: 4.5,
    review_count: id,
    company_size: { id: 10, label: '10-49' },
    hourly_rate: { id: 70, label: '$70 - $150' },
    project_size: { id: 5000, label: '$5,000+' },
    founded_year: 2010,
    services: [
      { id: 1, name: 'Web Development', slug: 'web-development', percentage: 70 },
      { id: 2, name: 'UX/UI Design', slug: 'ux-ui-design', percentage: 30 },
    ],
    verified: id % 2 === 0,
    sponsored: id === 21,
    award_count: 0,
    score: 900 - id,
    score_level: 'strong',
  };
}

/** The API as the server would answer it, for the render step only. */
const answer = async (input: RequestInfo | URL): Promise<Response> => {
  const url = new URL(String(input), 'http://localhost');
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '20');
  const body: ListCompaniesResponse = {
    data: Array.from({ length: perPage }, (_, index) => company((page - 1) * perPage + index + 1)),
    sponsored: [],
    meta: { page, per_page: perPage, total: 45, last_page: Math.ceil(45 / perPage) },
    selected_options: [],
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
};

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydration', () => {
  it.each(['/', '/companies?page=2', '/no-such-page', '/awards-2025/vote', '/survey/crm-use-2025'])(
    'takes over the server HTML of %s without a warning',
    async (url) => {
      const result = await render({
        url,
        method: 'GET',
        headers: {},
        config,
        template: TEMPLATE,
        fetch: answer,
      });
      const parsed = new DOMParser().parseFromString(result.html, 'text/html');
      document.head.innerHTML = parsed.head.innerHTML;
      document.body.innerHTML = parsed.body.innerHTML;
      window.history.replaceState(null, '', url);
      // innerHTML does not run scripts; run the router's hydration-data script as the browser would.
      for (const script of document.querySelectorAll('script:not([type])'))
        window.eval(script.textContent ?? '');
      const serverHeading = document.querySelector('h1')?.textContent;

      const problems: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(args));
      const container = document.getElementById('root');
      if (!container) throw new Error('no #root in the rendered page');
      const root = await act(() =>
        hydrateApp(container, { onRecoverableError: (error) => problems.push(error) }),
      );
      // React reports recoverable hydration errors after the commit; give it that moment.
      await act(() => new Promise((settle) => setTimeout(settle, 50)));

      expect(problems).toEqual([]);
      expect(document.documentElement.dataset.hydrated).toBe('true');
      expect(document.querySelector('h1')?.textContent).toBe(serverHeading);
      act(() => root.unmount());
    },
    // The first render of a page transforms its lazy module (MUI and all) in jsdom: slow on a busy machine.
    20_000,
  );
});
