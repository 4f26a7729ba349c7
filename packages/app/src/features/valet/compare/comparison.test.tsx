import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import createCache from '@emotion/cache';
import { RouterProvider } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { ValetMatch, ValetProject } from '@atlas/api/valet';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createTestRouter } from '../../../test/router';
import { createValetRoutes } from '../routes';

const ID = '7d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f11';
const AT = '2026-11-24T20:00:00.000Z';

function quoted(
  id: number,
  name: string,
  quote: { amount: number; timeline: string },
  company: Partial<ValetMatch['company']> = {},
): ValetMatch {
  return {
    company: {
      id,
      slug: name.toLowerCase(),
      name,
      logo: null,
      rating: 4.5,
      review_count: 10,
      verified: true,
      median_reply_minutes: 30,
      location: 'Berlin, Germany',
      ...company,
    },
    covers: [{ id: 21, name: 'Web Development' }],
    score: 80 - id,
    reasons: ['covers 1 of 1 service'],
    status: 'quoted',
    released: true,
    released_at: AT,
    answered_at: AT,
    decline_reason: null,
    quote: { ...quote, message: `${name} builds it all.`, attachment: null, quoted_at: AT },
    buyer_decision: null,
    buyer_decision_reason: null,
    conversation_id: `0b8f1f0e-2a57-4a55-9d1e-6a3c8a1f2b3${id}`,
  };
}

const released: ValetProject = {
  id: ID,
  status: 'released',
  title: 'A shop for our bakery',
  brief: {
    title: 'A shop for our bakery',
    description: 'x'.repeat(60),
    services: [{ id: 21, name: 'Web Development' }],
    focuses: [],
    countries: [],
    cities: [],
    project_start: 'within-1-month',
    project_stage: 'first-talks',
    budget: { min: 15_000, max: 35_000 },
    files: [],
    voice_recording: null,
  },
  email: 'bea@example.test',
  email_verified: true,
  shortlist: [
    quoted(1, 'Acme', { amount: 24_000, timeline: '6 weeks' }, { rating: 4.1 }),
    quoted(2, 'Globex', { amount: 18_500, timeline: '3 months' }, { rating: 4.9 }),
    quoted(3, 'Initech', { amount: 30_000, timeline: '2 weeks' }, { rating: null }),
  ],
  more_matches: [],
  created_at: AT,
  released_at: AT,
  answers_due_at: AT,
  hired_company_id: null,
  hired_at: null,
  completed_at: null,
};

function renderProject(api: Partial<ApiClient>) {
  const client = createTestApiClient({ getValetProject: async () => ({ data: released }), ...api });
  const store = new RootStore(testPublicConfig, client);
  store.valet.configure({ now: () => Date.parse(AT), tickMs: 24 * 60 * 60_000 });
  store.user.setUser({ id: 'u1', name: 'Bea Buyer', avatar: null });
  const routes = (createValetRoutes().default ?? []).map((route) => ({
    ...route,
    HydrateFallback: () => null,
  }));
  const router = createTestRouter(routes, { initialEntries: [`/dashboard/projects/${ID}`] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return store;
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/dashboard/projects/{id}: the buyer compares quotes (issue 33)', () => {
  it('sets the quotes side by side with every fact, sorted by price, timeline or rating', async () => {
    const user = userEvent.setup();
    renderProject({});
    const section = await screen.findByRole('region', { name: 'Compare 3 quotes' });
    const list = within(section).getByRole('list', { name: 'Quotes' });
    expect(names(list)).toEqual(['Globex', 'Acme', 'Initech']);
    const acme = within(list).getByRole('listitem', { name: 'Acme' });
    for (const fact of [
      '$24,000',
      '6 weeks',
      '4.1 of 5 from 10 reviews',
      'about 30 min',
      'Berlin, Germany',
      'Acme builds it all.',
    ])
      expect(acme).toHaveTextContent(fact);

    const sort = within(section).getByRole('combobox', { name: 'Sort quotes by' });
    await user.selectOptions(sort, 'Timeline, shortest first');
    expect(names(list)).toEqual(['Initech', 'Acme', 'Globex']);
    await user.selectOptions(sort, 'Rating, best first');
    expect(names(list)).toEqual(['Globex', 'Acme', 'Initech']);

    const results = await axe.run(section);
    expect(results.violations).toEqual([]);
  });

  it('accepts a quote after a confirmation, with a word for the others', async () => {
    const user = userEvent.setup();
    const hired: ValetProject = {
      ...released,
      status: 'hired',
      hired_company_id: 2,
      hired_at: AT,
      shortlist: released.shortlist.map((match) => ({
        ...match,
        buyer_decision: match.company.id === 2 ? 'accepted' : 'declined',
      })),
    };
    const acceptValetQuote = vi.fn(async () => ({
      data: hired,
      message: 'You hired Globex. We told them, and thanked the others.',
    }));
    renderProject({ acceptValetQuote });
    await user.click(await screen.findByRole('button', { name: 'Accept Globex’s quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire Globex?' });
    expect(dialog).toHaveTextContent('The 2 other companies are thanked');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'A word for the others (optional)' }),
      'Closer to us.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hire Globex' }));
    expect(
      await screen.findByText('You hired Globex. We told them, and thanked the others.'),
    ).toBeInTheDocument();
    expect(acceptValetQuote).toHaveBeenCalledWith(ID, 2, { reason_for_others: 'Closer to us.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = screen.getByRole('list', { name: 'Quotes' });
    expect(within(within(list).getByRole('listitem', { name: 'Globex' })).getByText('Hired'));
    expect(within(list).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Talk to Globex' })).toBeInTheDocument();
  });

  it('declines a quote only with a reason', async () => {
    const user = userEvent.setup();
    const declineValetQuote = vi.fn(async () => ({
      data: {
        ...released,
        shortlist: released.shortlist.map((match) =>
          match.company.id === 3
            ? { ...match, buyer_decision: 'declined' as const, buyer_decision_reason: 'Too dear' }
            : match,
        ),
      },
      message: 'You declined the quote of Initech. We told them why.',
    }));
    renderProject({ declineValetQuote });
    await user.click(await screen.findByRole('button', { name: 'Decline Initech’s quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Initech’s quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline the quote' }));
    expect(within(dialog).getByText('Tell the company why')).toBeInTheDocument();
    expect(declineValetQuote).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why do you decline/ }),
      'Too dear',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline the quote' }));
    expect(
      await screen.findByText('You declined the quote of Initech. We told them why.'),
    ).toBeInTheDocument();
    expect(declineValetQuote).toHaveBeenCalledWith(ID, 3, { reason: 'Too dear' });
    const initech = within(screen.getByRole('list', { name: 'Quotes' })).getByRole('listitem', {
      name: 'Initech',
    });
    expect(initech).toHaveTextContent('Your reason: Too dear');
  });
});
