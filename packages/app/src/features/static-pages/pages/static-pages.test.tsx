import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { SendContactMessageBody } from '@atlas/api/endpoints/send-contact-message';
import type { CountryRegion } from '@atlas/api/endpoints/list-countries';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createStaticPageRoutes } from '../routes';
import { createTestRouter } from '../../../test/router';

const captchaChallenge: Pick<ApiClient, 'getCaptchaChallenge'> = {
  getCaptchaChallenge: async () => ({
    data: {
      provider: 'pow',
      id: '00000000-0000-4000-8000-000000000000',
      challenge: 'abc',
      difficulty: 0,
    },
  }),
};

/** The real static routes (loaders, content files, lazy pages) in a memory router. */
function renderRoutes(path: string, api: Partial<ApiClient> = {}) {
  const client = createTestApiClient({ ...captchaChallenge, ...api });
  const store = new RootStore({ ...testPublicConfig, brandName: 'Test Atlas' }, client);
  const routes: RouteObject[] = [
    { path: '/', children: createStaticPageRoutes({ api: client, store }).default },
    { path: '*', element: <p>Somewhere else</p> },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

async function fillContactForm() {
  await userEvent.type(
    await screen.findByLabelText(/your name/i, undefined, { timeout: 5000 }),
    'Grace Hopper',
  );
  await screen.findByText('Human check passed.', undefined, { timeout: 5000 });
  await userEvent.type(screen.getByLabelText(/e-mail address/i), 'grace@example.com');
  await userEvent.selectOptions(screen.getByLabelText(/subject/i), 'listing');
  await userEvent.type(screen.getByLabelText(/message/i), 'How do I add a second office?');
}

describe('the content pages', () => {
  it('render their Markdown with the brand filled in and one h1', async () => {
    renderRoutes('/about-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Test Atlas' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Why we exist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'How the ranking works' })).toHaveAttribute(
      'href',
      '/improve-ranking',
    );
    expect(document.body.textContent).not.toContain('{brand}');
  });

  it('name every route and give each a title and a description', () => {
    const routes = createStaticPageRoutes({ api: createTestApiClient() }).default ?? [];
    const names = routes.map((route) => {
      const handle: unknown = route.handle;
      return typeof handle === 'object' && handle !== null && 'name' in handle
        ? handle.name
        : undefined;
    });
    expect(names).toEqual(
      expect.arrayContaining(['about-us', 'contact', 'improve-ranking', 'write-for-us', 'faq']),
    );
    expect(routes.map((route) => route.path)).toEqual([
      'about-us',
      'careers',
      'contact',
      'faq',
      'terms',
      'improve-ranking',
      'write-for-us',
      'contribute',
      'countries',
      'services',
      'safe-url',
      'maintenance',
      'pitch-deck-mitp',
      'test_countries',
    ]);
  });

  it('show the FAQ as an accordion that opens by keyboard', async () => {
    renderRoutes('/faq');
    const question = await screen.findByRole('button', { name: 'Is Test Atlas free to use?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    // Focusing updates the button's focus-visible state, so React must see it.
    act(() => question.focus());
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Is Test Atlas free to use?' });
    expect(within(answer).getByRole('link', { name: 'submitting a project' })).toHaveAttribute(
      'href',
      '/project-submission',
    );
  });

  it('list the open roles on the careers page', async () => {
    renderRoutes('/careers');
    expect(
      await screen.findByRole('heading', { level: 3, name: /Senior Full-Stack Engineer/ }),
    ).toBeVisible();
    expect(screen.getByText(/Help agencies get the most from Test Atlas/)).toBeVisible();
    expect(document.body.textContent).not.toContain('{brand}');
  });
});

describe('the countries index', () => {
  const regions: CountryRegion[] = [
    {
      id: 1,
      name: 'Europe',
      slug: 'europe',
      countries: [
        {
          id: 4,
          name: 'Spain',
          slug: 'spain',
          images: {
            main: { webp: '/images/countries/spain.svg', original: '/images/countries/spain.svg' },
          },
          companies_count: 1234,
        },
      ],
    },
  ];

  it('groups countries by region with counts and links to their listing', async () => {
    renderRoutes('/countries', { listCountries: async () => ({ data: regions }) });
    const region = await screen.findByRole('region', { name: 'Europe' });
    expect(within(region).getByRole('link', { name: 'Spain' })).toHaveAttribute(
      'href',
      '/companies/spain',
    );
    expect(within(region).getByText('1,234 companies')).toBeVisible();
  });
});

describe('the safe-url page', () => {
  it('offers to continue only to an http(s) address, without passing the page on', async () => {
    renderRoutes(`/safe-url?url=${encodeURIComponent('https://agency.example/work')}`);
    const link = await screen.findByRole('link', { name: 'Continue to agency.example' });
    expect(link).toHaveAttribute('href', 'https://agency.example/work');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('warns and links nowhere for another scheme', async () => {
    renderRoutes(`/safe-url?url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText(/We cannot take you to this address/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue to/ })).toBeNull();
  });
});

describe('the contact form', () => {
  it('names every missing field and sends nothing', async () => {
    const sendContactMessage = vi.fn();
    renderRoutes('/contact', { sendContactMessage });
    await userEvent.click(await screen.findByLabelText(/your name/i, undefined, { timeout: 5000 }));
    await screen.findByText('Human check passed.', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter your name')).toBeVisible();
    expect(screen.getByText('Enter your e-mail address')).toBeVisible();
    expect(screen.getByText('Choose what your message is about')).toBeVisible();
    expect(screen.getByText(/Write at least 10 characters/)).toBeVisible();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses, and retries with the same key', async () => {
    const bodies: SendContactMessageBody[] = [];
    const sendContactMessage = vi.fn(async (body: SendContactMessageBody) => {
      bodies.push(body);
      if (bodies.length === 1)
        throw new ApiError(400, 'email: Enter a valid e-mail address', [
          { field: 'email', message: 'This address bounced before. Check it, please.' },
        ]);
      return { message: 'Thank you! Your message has reached our team.' };
    });
    const { store } = renderRoutes('/contact', { sendContactMessage });
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('This address bounced before. Check it, please.')).toBeVisible();
    expect(screen.getByLabelText(/your name/i)).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/message/i)).toHaveValue('How do I add a second office?');
    expect(screen.getByLabelText(/subject/i)).toHaveValue('listing');
    expect(store.alert.current).toBeNull();

    await screen.findByText('Human check passed.', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(store.alert.current?.message).toMatch(/reached our team/));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'listing',
      message: 'How do I add a second office?',
      captcha: '00000000-0000-4000-8000-000000000000.0',
    });
    expect(bodies[0]?.idempotency_key).toMatch(/^[a-f0-9]{32}$/);
    expect(bodies[1]?.idempotency_key).toBe(bodies[0]?.idempotency_key);
  });

  it('clears the form after a success and uses a new key for the next message', async () => {
    const bodies: SendContactMessageBody[] = [];
    const sendContactMessage = vi.fn(async (body: SendContactMessageBody) => {
      bodies.push(body);
      return { message: 'Thank you! Your message has reached our team.' };
    });
    const { store } = renderRoutes('/contact', { sendContactMessage });
    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(store.alert.current?.type).toBe('success'));
    await waitFor(() => expect(screen.getByLabelText(/your name/i)).toHaveValue(''));
    expect(screen.getByLabelText(/message/i)).toHaveValue('');
    expect(screen.getByLabelText(/subject/i)).toHaveValue('');

    await fillContactForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.idempotency_key).not.toBe(bodies[0]?.idempotency_key);
  });
});
