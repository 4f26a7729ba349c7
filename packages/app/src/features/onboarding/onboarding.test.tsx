import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { SubmitCompanyBody } from '@atlas/api/company-submissions';
import type { SubmitCompanyResponse } from '@atlas/api/endpoints/submit-company';
import { ApiError } from '@atlas/api/http';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createOnboardingRoutes } from './routes';

const image = { webp: '/x.webp', original: '/x.jpg' };

const reference: Partial<ApiClient> = {
  listCountries: async () => ({
    data: [
      {
        id: 1,
        name: 'Europe',
        slug: 'europe',
        countries: [
          {
            id: 3,
            name: 'Portugal',
            slug: 'portugal',
            images: { main: image },
            companies_count: 4,
          },
        ],
      },
    ],
  }),
  listServices: async () => ({
    data: [
      {
        id: 1,
        name: 'Development',
        slug: 'development',
        services: [
          {
            id: 7,
            name: 'Web Development',
            slug: 'web-development',
            parent_id: null,
            companies_count: 3,
          },
        ],
      },
    ],
  }),
  getCities: async () => ({
    data: [{ id: 11, name: 'Lisbon', slug: 'lisbon' }],
    country: { id: 3, name: 'Portugal', slug: 'portugal', images: { main: image } },
  }),
  checkCompanyDuplicates: async (query) => ({
    data:
      query.name?.toLowerCase() === 'acme'
        ? [{ slug: 'acme', name: 'Acme', website: 'https://acme.test', matched: 'name' as const }]
        : [],
  }),
};

function renderAt(path: string, api: Partial<ApiClient> = {}, signedIn = true) {
  const client = createTestApiClient({ ...reference, ...api });
  const store = new RootStore(testPublicConfig, client);
  if (signedIn) store.user.setUser({ id: 'u1', name: 'Olivia', avatar: null });
  const routes: RouteObject[] = [
    {
      path: '/',
      children: (createOnboardingRoutes({ api: client, store }).default ?? []).map((route) => ({
        ...route,
        HydrateFallback: () => null,
      })),
    },
    { path: '*', element: <p>Somewhere else</p> },
  ];
  const router = createTestRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

function answerFor(body: SubmitCompanyBody): SubmitCompanyResponse {
  return {
    data: {
      id: 42,
      status: 'pending',
      name: body.name,
      website: body.website,
      email: body.email,
      summary: body.summary,
      company_size: 10,
      country: { id: 3, name: 'Portugal' },
      city: { id: 11, name: 'Lisbon' },
      service: { id: 7, name: 'Web Development' },
      submitter: { name: 'Olivia', email: 'olivia@example.test' },
      reason: null,
      company_slug: null,
      created_at: '2026-11-24T10:00:00.000Z',
      decided_at: null,
    },
    message: 'Thank you!',
  };
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>, name = 'Northwind') {
  await user.type(await screen.findByLabelText(/company name/i), name);
  await user.type(screen.getByLabelText(/website/i), 'https://northwind.test');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText(/company e-mail/i), 'hello@northwind.test');
  await user.type(screen.getByLabelText(/summary/i), 'We build web shops for retailers.');
  await user.selectOptions(screen.getByLabelText(/company size/i), '10');
  await user.selectOptions(screen.getByLabelText(/main service/i), '7');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(await screen.findByLabelText(/country of/i), '3');
  await screen.findByRole('option', { name: 'Lisbon' });
  await user.selectOptions(screen.getByLabelText(/city of/i), '11');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('/companies/get-listed', () => {
  it('says why and how, and sends signed-out visitors to sign in and back', async () => {
    renderAt('/companies/get-listed', {}, false);
    expect(
      await screen.findByRole('heading', { level: 1, name: /get your company listed/i }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const reason of ['A free listing', 'Verified reviews', 'Leads from buyers'])
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to start' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcompanies%2Fsubmit',
    );
    // Whichever way in, the person comes back to the form (issue 33).
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcompanies%2Fsubmit',
    );
  });

  it('starts the form straight away when signed in', async () => {
    renderAt('/companies/get-listed');
    expect(await screen.findByRole('link', { name: 'Start your listing' })).toHaveAttribute(
      'href',
      '/companies/submit',
    );
  });
});

describe('/companies/submit', () => {
  it('checks each step, offers a claim for a duplicate name, and confirms what happens next', async () => {
    const user = userEvent.setup();
    const submitCompany = vi.fn(async (body: SubmitCompanyBody) => answerFor(body));
    const { router } = renderAt('/companies/submit', { submitCompany });

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/company name/i), 'Acme');
    expect(
      await screen.findByText('Is this your company? Claim it instead.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim it instead' })).toHaveAttribute(
      'href',
      '/company/claim',
    );
    await user.clear(screen.getByLabelText(/company name/i));

    await fillEverything(user);
    expect(await screen.findByText('Step 4 of 4: Review')).toBeInTheDocument();
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit company' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/companies/submit/confirmation'),
    );
    expect(submitCompany).toHaveBeenCalledTimes(1);
    expect(submitCompany.mock.calls[0]?.[0]).toMatchObject({
      name: 'Northwind',
      website: 'https://northwind.test',
      company_size: 10,
      country_id: 3,
      city_id: 11,
      service_id: 7,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /your company is submitted/i }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 2 working days/)).toBeInTheDocument();
    expect(screen.getByText(/olivia@example\.test/)).toBeInTheDocument();
  });

  it('keeps what was typed after a failure, shows the field on its step and retries with the same key', async () => {
    const user = userEvent.setup();
    const submitCompany = vi
      .fn<(body: SubmitCompanyBody) => Promise<SubmitCompanyResponse>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'website: the site does not answer', [
          { field: 'website', message: 'The site does not answer' },
        ]),
      )
      .mockImplementation(async (body) => answerFor(body));
    renderAt('/companies/submit', { submitCompany });
    await fillEverything(user);
    await user.click(await screen.findByRole('button', { name: 'Submit company' }));
    expect(await screen.findByText('The site does not answer')).toBeVisible();
    expect(screen.getByText('Step 1 of 4: Company')).toBeInTheDocument();
    expect(screen.getByLabelText(/company name/i)).toHaveValue('Northwind');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit company' }));
    await waitFor(() => expect(submitCompany).toHaveBeenCalledTimes(2));
    const [first, second] = submitCompany.mock.calls.map((call) => call[0].idempotency_key);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });
});
