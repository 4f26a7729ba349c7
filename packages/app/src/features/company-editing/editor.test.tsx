import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { CompanyEditing } from '@atlas/api/company-editing';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createCompanyEditingRoutes } from './routes';

const company: CompanyEditing = {
  id: 7,
  slug: 'acme',
  logo_url: null,
  basics: {
    name: 'Acme Digital',
    summary: 'We build online shops for retailers.',
    website: 'https://acme.test',
    email: 'hello@acme.test',
    emails: [],
    description: '<p>We build shops.</p>',
    project_size: 10000,
    company_size: 10,
    hourly_rate: null,
    founded_year: 2012,
  },
  services: {
    services: [{ service_id: 1, percentage: 100 }],
    focuses: [],
    industries: [],
    client_types: [],
  },
  portfolio: { items: [] },
  locations: {
    locations: [
      {
        id: 3,
        country_id: 5,
        country_name: 'Portugal',
        city_id: 9,
        city_name: 'Lisbon',
        address: '',
        postcode: '',
        latitude: null,
        longitude: null,
        phone: '',
        phone_validated: false,
        headquarter: true,
      },
    ],
  },
  faqs: { founder: '', projects_year: '', project_cost: '', values: '' },
};

const options = {
  services: [
    { id: 1, name: 'Web Development', group: 'Development' },
    { id: 2, name: 'SEO', group: 'Marketing' },
  ],
  focuses: [{ id: 4, name: 'E-commerce', service_ids: [1] }],
  industries: [{ id: 5, name: 'Retail' }],
  client_types: [{ id: 6, name: 'Small business' }],
};

function renderEditor(api: Partial<ApiClient>) {
  window.localStorage.clear();
  const client = createTestApiClient({
    getProfileCompany: async () => ({
      data: {
        id: 7,
        name: 'Acme Digital',
        slug: 'acme',
        is_sponsorship_eligible: false,
        sponsorships_count: { total: 0 },
        locations: { headquarter: null },
      },
    }),
    getCompanyEditing: async () => ({ data: company }),
    getEditingOptions: async () => ({ data: options }),
    ...api,
  });
  const store = new RootStore(testPublicConfig, client);
  store.user.setUser({ id: 'u1', name: 'Olivia', avatar: null, email: 'olivia@acme.test' });
  const routes: RouteObject[] = [
    {
      path: '/',
      children: (createCompanyEditingRoutes().default ?? []).map((route) => ({
        ...route,
        HydrateFallback: () => null,
      })),
    },
  ];
  const router = createTestRouter(routes, { initialEntries: ['/company/edit'] });
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

describe('/company/edit', () => {
  it('saves the basics, then goes on to the services', async () => {
    const user = userEvent.setup();
    const saveCompanyBasics = vi.fn(async (_slug: string, body: CompanyEditing['basics']) => ({
      data: { ...company, basics: { ...company.basics, ...body } },
      message: 'Saved.',
    }));
    renderEditor({ saveCompanyBasics });
    const summary = await screen.findByLabelText(/summary/i);
    await user.clear(summary);
    await user.type(summary, 'We design and build online shops.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(saveCompanyBasics).toHaveBeenCalledWith(
        'acme',
        expect.objectContaining({ summary: 'We design and build online shops.', company_size: 10 }),
      ),
    );
    expect(
      await screen.findByText('Saved. The profile and listings show it now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a draft of unsaved changes across a reload', async () => {
    const user = userEvent.setup();
    renderEditor({});
    await user.click(await screen.findByRole('tab', { name: 'FAQs' }));
    await user.type(await screen.findByLabelText(/who founded/i), 'Ana Silva');
    await waitFor(() =>
      expect(window.localStorage.getItem('atlas.company-draft.acme.faqs')).toContain('Ana Silva'),
    );
  });

  it('wants services that add up to 100 % before it saves', async () => {
    const user = userEvent.setup();
    const saveCompanyServices = vi.fn();
    renderEditor({ saveCompanyServices });
    await user.click(await screen.findByRole('tab', { name: 'Services' }));
    const services = await screen.findByRole('group', { name: 'Services' });
    await user.clear(within(services).getByLabelText('Service 1 percentage'));
    await user.type(within(services).getByLabelText('Service 1 percentage'), '60');
    expect(within(services).getByText('Total: 60 % (must be 100 %)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The services must add up to 100 %')).toBeInTheDocument();
    expect(saveCompanyServices).not.toHaveBeenCalled();
  });

  it('reopens the locations with the saved offices chosen, though the places load later', async () => {
    const user = userEvent.setup();
    const place = (id: number, name: string) => ({
      id,
      name,
      slug: name.toLowerCase(),
      images: { main: { webp: '', original: '' } },
    });
    const saveCompanyLocations = vi.fn(async () => ({ data: company, message: 'Saved.' }));
    renderEditor({
      saveCompanyLocations,
      listCountries: async () => ({
        data: [
          {
            id: 1,
            name: 'Europe',
            slug: 'europe',
            countries: [
              { ...place(4, 'Germany'), companies_count: 3 },
              { ...place(5, 'Portugal'), companies_count: 2 },
            ],
          },
        ],
      }),
      getCities: async (query) => ({
        data:
          query.country === 5
            ? [
                { id: 8, name: 'Porto', slug: 'porto' },
                { id: 9, name: 'Lisbon', slug: 'lisbon' },
              ]
            : [],
        country: place(5, 'Portugal'),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Locations' }));
    const office = await screen.findByRole('region', { name: 'Office 1' });
    await waitFor(() =>
      expect(within(office).getByRole('combobox', { name: /country/i })).toHaveDisplayValue(
        'Portugal',
      ),
    );
    await waitFor(() =>
      expect(within(office).getByRole('combobox', { name: /city/i })).toHaveDisplayValue('Lisbon'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveCompanyLocations).toHaveBeenCalledWith('acme', {
        locations: [
          expect.objectContaining({ id: 3, country_id: 5, city_id: 9, headquarter: true }),
        ],
      }),
    );
    // Another country: the city of the last one is no longer chosen.
    const saved = await screen.findByRole('region', { name: 'Office 1' });
    await user.selectOptions(within(saved).getByRole('combobox', { name: /country/i }), 'Germany');
    expect(within(saved).getByRole('combobox', { name: /city/i })).toHaveDisplayValue(
      'Choose a city',
    );
  });

  it('offers to claim a company to someone who runs none', async () => {
    const { ApiError } = await import('@atlas/api/http');
    renderEditor({
      getProfileCompany: async () => {
        throw new ApiError(404, 'You have no company.');
      },
    });
    expect(await screen.findByRole('link', { name: 'Claim your company' })).toHaveAttribute(
      'href',
      '/company/claim',
    );
  });
});
