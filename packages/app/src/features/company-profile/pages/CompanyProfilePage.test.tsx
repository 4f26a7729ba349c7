import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { CompanyProfile } from '@atlas/api/entities/profile';
import type { Review } from '@atlas/api/entities/review';
import type { ListCompanyReviewsResponse } from '@atlas/api/endpoints/list-company-reviews';
import { ApiError } from '@atlas/api/http';
import { DEFAULT_VARIANTS } from '@atlas/api/variants';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createCompanyProfileRoutes } from '../routes';
import { companyProfileHead, createCompanyProfileLoader } from '../profile';
// Loaded up front, so the route's lazy import resolves at once.
import './CompanyProfilePage';
import { createTestRouter } from '../../../test/router';

/** The machine may be busy: the first query after a render waits longer. */
const SLOW = { timeout: 8000 };

const place = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });

const richProfile: CompanyProfile = {
  id: 1,
  slug: 'rich-studio',
  name: 'Rich Studio',
  logo: '/images/demo/logos/1.svg',
  summary: 'A studio that builds shops.',
  description_html: '<p>We build <strong>shops</strong> since 2010.</p>',
  website: 'https://rich.example.com/',
  headquarter: { city: place(1, 'London'), country: place(2, 'United Kingdom') },
  rating: 4.3,
  review_count: 3,
  verified: true,
  sponsored: false,
  median_reply_minutes: 25,
  score: 800,
  score_level: 'excellent',
  company_size: { id: 50, label: '50-249' },
  hourly_rate: { id: 70, label: '$70 - $150' },
  project_size: { id: 10000, label: '$10,000+' },
  founded_year: 2010,
  services: [{ id: 1, name: 'Web Development', slug: 'web-development', percentage: 70 }],
  focuses: [{ id: 1, name: 'E-commerce', slug: 'e-commerce', percentage: 40 }],
  industries: [{ id: 1, name: 'Retail', slug: 'retail', percentage: 60 }],
  client_types: [{ id: 1, name: 'Startups', slug: 'startups', percentage: 100 }],
  portfolio: [
    {
      id: 1,
      name: 'Shop redesign',
      kind: 'image',
      image: '/uploads/portfolio/1/0123456789abcdef0123456789abcdef.webp',
      video_url: null,
      description: 'A new shop.',
    },
    {
      id: 2,
      name: 'Launch film',
      kind: 'video',
      image: '/p/2.svg',
      video_url: 'https://video.example.com/watch?v=1',
      description: null,
    },
  ],
  locations: [
    {
      id: 1,
      city: place(1, 'London'),
      country: place(2, 'United Kingdom'),
      address: '1 Main Street',
      postcode: 'EC1',
      phone: '+44 20 1234',
      headquarter: true,
    },
    {
      id: 2,
      city: place(3, 'Leeds'),
      country: place(2, 'United Kingdom'),
      address: null,
      postcode: null,
      phone: null,
      headquarter: false,
    },
  ],
  faqs: { founder: 'Ada Founder', projects_year: '20-50', project_cost: null, values: 'Care' },
  awards: [
    {
      edition: 2025,
      result: 'winner',
      service: { id: 1, name: 'Web Development', slug: 'web-development' },
    },
  ],
  updated_at: '2025-06-01T00:00:00.000Z',
};

const emptyProfile: CompanyProfile = {
  ...richProfile,
  slug: 'bare-co',
  name: 'Bare Co',
  median_reply_minutes: null,
  logo: null,
  summary: null,
  description_html: null,
  website: null,
  rating: null,
  review_count: 0,
  services: [],
  focuses: [],
  industries: [],
  client_types: [],
  portfolio: [],
  faqs: null,
  awards: [],
};

const review = (overrides: Partial<Review>): Review => ({
  id: 10,
  company_id: 1,
  title: 'Great partner',
  summary: 'They rebuilt our store.',
  body: 'Careful and quick.',
  ratings: { overall: 5, quality: 5, schedule: 4, cost: 4, willingness_to_refer: 5 },
  cost_range: '$10,000 to $49,999',
  duration: 'Mar 2024 - Ongoing',
  service: { id: 1, name: 'Web Development', slug: 'web-development' },
  reviewer: {
    name: 'Pat Reviewer',
    role: 'CTO',
    company: 'Shop Inc',
    company_size: { id: 10, label: '10-49' },
  },
  verification: { method: 'linkedin', label: 'Verified via LinkedIn' },
  helpful_count: 2,
  reply: null,
  published_at: '2025-05-01T00:00:00.000Z',
  ...overrides,
});

const richReviews: ListCompanyReviewsResponse = {
  data: [
    review({}),
    review({
      id: 11,
      title: 'Quiet reviewer',
      reviewer: { name: null, role: 'Founder', company: null, company_size: null },
      verification: { method: 'invited', label: 'Invited by the company' },
      reply: { body: 'Thank you for the kind words!', replied_at: null },
    }),
  ],
  meta: {
    page: 1,
    per_page: 2,
    total: 3,
    last_page: 2,
    sort: 'newest',
    breakdown: { average: 4.3, total: 3, counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } },
  },
};

const noReviews: ListCompanyReviewsResponse = {
  data: [],
  meta: {
    page: 1,
    per_page: 10,
    total: 0,
    last_page: 1,
    sort: 'newest',
    breakdown: { average: null, total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  },
};

function renderProfile(path: string, api: Partial<ApiClient>) {
  const client = createTestApiClient({
    getCompanyProfile: async (slug) => {
      if (slug === 'rich-studio') return { data: richProfile };
      if (slug === 'bare-co') return { data: emptyProfile };
      throw new ApiError(404, 'slug: no company has this address');
    },
    listCompanyReviews: async (slug) => (slug === 'rich-studio' ? richReviews : noReviews),
    ...api,
  });
  const store = new RootStore(testPublicConfig, client, {
    user: { user: null },
    ui: { companiesPageType: null },
    variants: { ...DEFAULT_VARIANTS, contactButtonStyle: 'get_a_quote' },
  });
  const router = createTestRouter(
    [
      ...(createCompanyProfileRoutes({ api: client, store }).default ?? []),
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router };
}

describe('CompanyProfilePage', { timeout: 20_000 }, () => {
  it('shows the header, facts, sections and the visitor’s contact button text', async () => {
    renderProfile('/company/rich-studio', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rich Studio' }, SLOW),
    ).toBeVisible();
    // In the header and on the headquarters' card.
    expect(screen.getAllByText('London, United Kingdom')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Get a Quote' })).toBeVisible();
    const website = screen.getByRole('link', { name: /visit website of rich studio/i });
    expect(website).toHaveAttribute('href', 'https://rich.example.com/');
    expect(website).toHaveAttribute('rel', 'nofollow noopener ugc');
    expect(screen.getByText('50-249 employees')).toBeVisible();
    // How fast it answers leads (issue 18), a figure buyers cannot find elsewhere.
    expect(screen.getByText('Answers leads in about 25 min')).toBeVisible();
    expect(screen.getByText('$70 - $150')).toBeVisible();
    expect(screen.getByText('$10,000+')).toBeVisible();
    expect(screen.getByText('2010')).toBeVisible();

    const nav = screen.getByRole('navigation', { name: 'Sections of this profile' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '#about',
      '#services',
      '#focus',
      '#portfolio',
      '#locations',
      '#faq',
      '#awards',
      '#reviews',
    ]);
    for (const target of targets) {
      expect(document.getElementById(String(target).slice(1))).not.toBeNull();
    }
    expect(screen.getByText('shops').tagName).toBe('STRONG');
    expect(screen.getByText('Who founded the company?')).toBeVisible();
    expect(screen.getByText('Headquarters')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Awards 2025' })).toBeVisible();
    // The badge in the header and in the Awards section.
    expect(
      screen.getAllByRole('img', { name: 'Agency Atlas Awards 2025 Winner: Web Development' }),
    ).toHaveLength(2);
  });

  it('lists reviews with their facts, verification, reply and hidden names', async () => {
    renderProfile('/company/rich-studio', {});
    const list = await screen.findByRole('list', { name: 'Reviews' }, SLOW);
    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('two reviews expected');
    expect(within(first).getByText('Pat Reviewer')).toBeVisible();
    expect(within(first).getByText('CTO, Shop Inc')).toBeVisible();
    expect(within(first).getByText('10-49 employees')).toBeVisible();
    expect(within(first).getByText('Verified via LinkedIn')).toBeVisible();
    expect(within(first).getByText('$10,000 to $49,999')).toBeVisible();
    // The aspects: quality 5, schedule 4, cost 4, willingness to refer 5.
    expect(within(first).getAllByText('4.0 / 5')).toHaveLength(2);
    expect(within(first).getByText('Willing to refer')).toBeVisible();
    expect(within(second).getByText('Anonymous reviewer')).toBeVisible();
    expect(within(second).getByText('Invited by the company')).toBeVisible();
    expect(within(second).getByText('Thank you for the kind words!')).toBeVisible();
    expect(within(second).getByRole('heading', { name: 'Reply from Rich Studio' })).toBeVisible();
    // The breakdown: two 5-star reviews, one 3-star.
    expect(screen.getByText('Based on 3 reviews')).toBeVisible();
    // Sort and pages are real links.
    expect(screen.getByRole('link', { name: 'Most helpful' })).toHaveAttribute(
      'href',
      '/company/rich-studio?sort=helpful#reviews',
    );
    expect(screen.getByRole('link', { name: /page 2/i })).toHaveAttribute(
      'href',
      '/company/rich-studio?page=2#reviews',
    );
  });

  it('counts a helpful vote once', async () => {
    const markReviewHelpful = vi.fn(async (id: number) => ({
      data: { id, helpful_count: 3, counted: true },
    }));
    renderProfile('/company/rich-studio', { markReviewHelpful });
    const yes = await screen.findByRole(
      'button',
      { name: /"Great partner" was helpful \(2/ },
      SLOW,
    );
    await userEvent.click(yes);
    expect(await screen.findByText('Thank you for your feedback.')).toBeVisible();
    expect(markReviewHelpful).toHaveBeenCalledWith(10);
    expect(screen.getByRole('button', { name: /"Great partner" was helpful \(3/ })).toBeDisabled();
  });

  it('opens a portfolio item in a lightbox that arrows page through and Escape closes', async () => {
    renderProfile('/company/rich-studio', {});
    const thumbnail = await screen.findByRole('button', { name: 'Open Shop redesign' }, SLOW);
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Shop redesign' });
    const shown = within(dialog).getByRole('img', { name: 'Shop redesign' });
    expect(shown).toBeVisible();
    // An uploaded image offers its AVIF twin first; the WebP stays for other browsers.
    expect(shown.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/uploads/portfolio/1/0123456789abcdef0123456789abcdef.avif',
    );
    expect(shown.closest('picture')?.querySelector('source')).toHaveAttribute('type', 'image/avif');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Launch film' })).toBeVisible();
    expect(screen.getByRole('link', { name: /watch the video/i })).toHaveAttribute(
      'href',
      `/safe-url?url=${encodeURIComponent('https://video.example.com/watch?v=1')}`,
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Shop redesign' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(thumbnail).toHaveFocus();
  });

  it('is honest about a company without reviews and offers to write one', async () => {
    renderProfile('/company/bare-co', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare Co' }, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    const write = screen.getAllByRole('link', { name: 'Write a review' });
    expect(write.map((link) => link.getAttribute('href'))).toContain(
      '/company/review/submit/bare-co',
    );
    expect(screen.getByText('Bare Co has not written a description yet.')).toBeVisible();
    expect(screen.queryByText(/Answers leads in/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Portfolio' })).toBeNull();
    // Its people can take it over (issue 16).
    expect(
      screen.getByRole('link', { name: 'Claim this profile or join its team' }),
    ).toHaveAttribute('href', '/company/claim?company=bare-co');
  });

  it('leaves out the contact and review actions on the preview', async () => {
    renderProfile('/company/preview/noactions/bare-co', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare Co' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get a Quote' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write a review' })).toBeNull();
    expect(screen.queryByRole('link', { name: /claim this profile/i })).toBeNull();
  });
});

describe('the contact form', { timeout: 20_000 }, () => {
  const challenge = async () => ({
    data: {
      provider: 'pow' as const,
      id: '00000000-0000-4000-8000-000000000001',
      challenge: 'abc',
      difficulty: 0,
    },
  });

  async function fillAndSend() {
    await userEvent.click(await screen.findByRole('button', { name: 'Get a Quote' }, SLOW));
    // The form's code loads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Contact Rich Studio' }, SLOW);
    await userEvent.type(within(dialog).getByLabelText(/your name/i), 'Jane Buyer');
    await within(dialog).findByText('Human check passed.');
    await userEvent.type(within(dialog).getByLabelText(/e-mail/i), 'jane@buyer.test');
    await userEvent.type(
      within(dialog).getByLabelText(/message/i),
      'We need a new shop by spring.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    return dialog;
  }

  it('keeps what was typed when sending fails, and reuses the key on the retry', async () => {
    const createContactRequest = vi
      .fn<ApiClient['createContactRequest']>()
      .mockRejectedValueOnce(
        new ApiError(400, 'email: refused', [{ field: 'email', message: 'This address bounced' }]),
      )
      .mockResolvedValueOnce({ message: 'Your message was sent.' });
    const { store } = renderProfile('/company/rich-studio', {
      getCaptchaChallenge: challenge,
      createContactRequest,
    });
    const dialog = await fillAndSend();
    expect(await within(dialog).findByText('This address bounced')).toBeVisible();
    expect(within(dialog).getByLabelText(/your name/i)).toHaveValue('Jane Buyer');
    expect(within(dialog).getByLabelText(/message/i)).toHaveValue('We need a new shop by spring.');

    await within(dialog).findByText('Human check passed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(store.alert.current?.message).toBe('Your message was sent.'));
    const [first, second] = createContactRequest.mock.calls;
    expect(first?.[0]).toBe('rich-studio');
    expect(first?.[1]).toMatchObject({ name: 'Jane Buyer', email: 'jane@buyer.test', budget: '' });
    expect(second?.[1].idempotency_key).toBe(first?.[1].idempotency_key);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names missing fields before calling the server', async () => {
    const createContactRequest = vi.fn<ApiClient['createContactRequest']>();
    renderProfile('/company/rich-studio', { getCaptchaChallenge: challenge, createContactRequest });
    await userEvent.click(await screen.findByRole('button', { name: 'Get a Quote' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Rich Studio' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Enter your name')).toBeVisible();
    expect(within(dialog).getByText('Write at least 10 characters')).toBeVisible();
    expect(createContactRequest).not.toHaveBeenCalled();
  });
});

function loaderArgs(url: string, slug?: string): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${url}`),
    url: new URL(`http://localhost${url}`),
    pattern: '/company/:slug?',
    params: slug ? { slug } : {},
    context: {},
  };
}

/** The HTTP status a loader settles with: 200, or the status of what it threw. */
function status(promise: Promise<unknown>): Promise<number> {
  return promise.then(
    () => 200,
    (error: unknown) => {
      if (typeof error === 'object' && error !== null && 'init' in error) {
        const init = error.init;
        if (typeof init === 'object' && init !== null && 'status' in init)
          return typeof init.status === 'number' ? init.status : 500;
      }
      return 500;
    },
  );
}

describe('the profile loader and head', () => {
  it('is a 404 for an unknown company, a missing slug or a page past the last', async () => {
    const api = createTestApiClient({
      getCompanyProfile: async () => {
        throw new ApiError(404, 'none');
      },
      listCompanyReviews: async () => noReviews,
    });
    const loader = createCompanyProfileLoader(api, false);
    const call = (url: string, slug?: string) => loader(loaderArgs(url, slug));
    expect(await status(call('/company/nope', 'nope'))).toBe(404);
    expect(await status(call('/company'))).toBe(404);

    const known = createCompanyProfileLoader(
      createTestApiClient({
        getCompanyProfile: async () => ({ data: emptyProfile }),
        listCompanyReviews: async () => noReviews,
      }),
      false,
    );
    const page = (url: string) => status(known(loaderArgs(url, 'bare-co')));
    expect(await page('/company/bare-co')).toBe(200);
    expect(await page('/company/bare-co?page=2')).toBe(404);
    expect(await page('/company/bare-co?sort=best')).toBe(404);
  });

  it('describes the organisation with its rating only when there are reviews', () => {
    const rich = companyProfileHead(
      { profile: richProfile, reviews: richReviews, preview: false },
      testPublicConfig,
    );
    expect(rich.canonicalPath).toBe('/company/rich-studio');
    expect(rich.noindex).toBe(false);
    expect(rich.jsonLd?.[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Rich Studio',
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      review: [{ author: { name: 'Pat Reviewer' } }, { author: { name: 'Anonymous reviewer' } }],
    });
    const empty = companyProfileHead(
      { profile: emptyProfile, reviews: noReviews, preview: true },
      testPublicConfig,
    );
    expect(empty.noindex).toBe(true);
    expect(empty.jsonLd?.[0]).not.toHaveProperty('aggregateRating');
    expect(empty.jsonLd?.[0]).not.toHaveProperty('review');
  });
});
