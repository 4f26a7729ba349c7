import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import { ApiError } from '@atlas/api/http';
import type { ReviewFormData } from '@atlas/api/endpoints/get-review-form';
import type { SubmitReviewBody } from '@atlas/api/reviews';
import { AppProviders } from '../../../app/AppProviders';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { ReviewSubmitPage } from '../pages/ReviewSubmitPage';
import { createTestRouter } from '../../../test/router';

const form: ReviewFormData = {
  company: { id: 7, slug: 'acme-digital', name: 'Acme Digital', logo: null },
  services: [
    { id: 3, name: 'Web Development' },
    { id: 5, name: 'SEO' },
  ],
  invitation: null,
};

const LONG_BODY =
  'They listened carefully, planned the work in small steps and delivered a faster checkout. Communication was clear throughout.';

function renderPage(
  api: Partial<ApiClient>,
  options: { signedIn?: boolean; data?: ReviewFormData; search?: string } = {},
) {
  const store = new RootStore(
    { ...testPublicConfig, authProviders: ['google'] },
    createTestApiClient(api),
  );
  if (options.signedIn)
    store.user.setUser({ id: 'u1', name: 'Ada Lovelace', avatar: null, email: 'ada@acme.test' });
  const router = createTestRouter(
    [
      {
        path: '/company/review/submit/:slug?',
        loader: () => ({ form: options.data ?? form }),
        element: <ReviewSubmitPage />,
      },
    ],
    { initialEntries: [`/company/review/submit/acme-digital${options.search ?? ''}`] },
  );
  const view = render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, view };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Types by pasting (character-by-character typing is slow in jsdom). */
async function typeInto(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillProject() {
  await userEvent.selectOptions(screen.getByLabelText(/Service provided/), 'SEO');
  await typeInto(/Project summary/, 'A new online shop with a faster checkout.');
  await userEvent.selectOptions(screen.getByLabelText(/Project cost/), '$10,000 to $49,999');
  await userEvent.selectOptions(screen.getByLabelText(/Project length/), '3 to 6 months');
  fireEvent.change(screen.getByLabelText(/Project start/), { target: { value: '2024-03' } });
}

async function fillRatings() {
  for (const label of ['Overall rating', 'Quality', 'Schedule', 'Cost', 'Willingness to refer']) {
    const group = screen.getByRole('radiogroup', { name: label });
    // A click on the radio itself: MUI reads a pointer's star from layout, which jsdom lacks.
    fireEvent.click(
      within(group).getByRole('radio', { name: label === 'Cost' ? '4 stars' : '5 stars' }),
    );
  }
}

async function fillReview() {
  await typeInto(/Review title/, 'A dependable partner');
  await typeInto(/^Review text/, LONG_BODY);
}

async function fillReviewer() {
  await typeInto(/Your name/, 'Rita Reviewer');
  await typeInto(/Your role/, 'Head of E-commerce');
  await userEvent.selectOptions(screen.getByLabelText(/Your company's size/), '50-249 employees');
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  window.sessionStorage.clear();
});

describe('the review form', { timeout: 60_000 }, () => {
  it('checks each step before the next', async () => {
    renderPage({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review Acme Digital' }),
    ).toBeVisible();
    await stepHeading('The project');
    await next();
    expect(await screen.findByText('Choose the service the company provided')).toBeVisible();
    expect(screen.getByText('Write at least 20 characters')).toBeVisible();
    expect(screen.getByText('Choose what the project cost')).toBeVisible();
    expect(screen.getByText('Enter the month the project started')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'The project' })).toBeVisible();

    await fillProject();
    await next();
    await stepHeading('Ratings');
    await next();
    expect(await screen.findAllByText('Choose a rating from 1 to 5 stars')).toHaveLength(5);
    await fillRatings();
    await waitFor(() =>
      expect(screen.queryByText('Choose a rating from 1 to 5 stars')).not.toBeInTheDocument(),
    );
    await next();
    await stepHeading('Your review');
    await typeInto(/^Review text/, 'Too short.');
    await next();
    expect(await screen.findByText('Write at least 100 characters')).toBeVisible();
    // Back keeps what was chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('The project');
    expect(screen.getByLabelText(/Service provided/)).toHaveValue('5');
  });

  it('keeps the draft in sessionStorage, so leaving to sign in loses nothing', async () => {
    const first = renderPage({});
    await stepHeading('The project');
    await fillProject();
    await next();
    await stepHeading('Ratings');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('atlas:review-draft:acme-digital')).toContain(
        'A new online shop',
      ),
    );
    const stored = JSON.parse(
      window.sessionStorage.getItem('atlas:review-draft:acme-digital') ?? '{}',
    );
    first.view.unmount();

    renderPage({});
    // The same step, the same values, the same idempotency key.
    await stepHeading('Ratings');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('The project');
    expect(screen.getByLabelText(/Project summary/)).toHaveValue(
      'A new online shop with a faster checkout.',
    );
    expect(screen.getByLabelText(/Project cost/)).toHaveValue('$10,000 to $49,999');
    const again = JSON.parse(
      window.sessionStorage.getItem('atlas:review-draft:acme-digital') ?? '{}',
    );
    expect(again.idempotencyKey).toBe(stored.idempotencyKey);
  });

  it('offers sign-in links that come back to the form, and asks a guest for an e-mail', async () => {
    const submitReview = vi.fn();
    renderPage({
      submitReview,
      getCaptchaChallenge: async () => ({
        data: { provider: 'pow', id: crypto.randomUUID(), challenge: 'abc', difficulty: 1 },
      }),
    });
    await stepHeading('The project');
    await fillProject();
    await next();
    await stepHeading('Ratings');
    await fillRatings();
    await next();
    await stepHeading('Your review');
    await fillReview();
    await next();
    await stepHeading('About you');
    const back = encodeURIComponent('/company/review/submit/acme-digital');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `/login/google?redirect=${back}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with LinkedIn' })).toBeNull();
    await fillReviewer();
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeVisible();
    expect(submitReview).not.toHaveBeenCalled();
  });

  it('submits as the signed-in user; a failed submit keeps everything and retries with the same key', async () => {
    const bodies: SubmitReviewBody[] = [];
    const submitReview = vi.fn(async (body: SubmitReviewBody) => {
      bodies.push(body);
      if (bodies.length === 1)
        throw new ApiError(400, 'title: Use a more specific title', [
          { field: 'title', message: 'Use a more specific title' },
        ]);
      return {
        data: {
          id: 42,
          status: 'pending' as const,
          confirmed: true,
          verification: 'google' as const,
        },
        message:
          'Thank you! Your review was received. It will appear on the company profile after moderation.',
      };
    });
    renderPage({ submitReview }, { signedIn: true });
    await stepHeading('The project');
    await fillProject();
    await next();
    await stepHeading('Ratings');
    await fillRatings();
    await next();
    await stepHeading('Your review');
    await fillReview();
    await next();
    await stepHeading('About you');
    expect(screen.getByText(/You are signed in as Ada Lovelace/)).toBeVisible();
    expect(screen.queryByLabelText(/Your e-mail address/)).toBeNull();
    await fillReviewer();
    await userEvent.click(screen.getByRole('checkbox', { name: /Show my company's name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    // The server's field error: back to the step that asks for it, with the text still there.
    await stepHeading('Your review');
    expect(screen.getByText('Use a more specific title')).toBeVisible();
    expect(screen.getByLabelText(/Review title/)).toHaveValue('A dependable partner');
    expect(screen.getByLabelText(/^Review text/)).toHaveValue(LONG_BODY);

    await typeInto(/Review title/, ' for our shop');
    await next();
    await stepHeading('About you');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Rita Reviewer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your review' }));
    expect(screen.getByText(/after moderation/)).toBeVisible();

    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.idempotency_key).toBe(bodies[1]?.idempotency_key);
    expect(bodies[1]).toMatchObject({
      company_slug: 'acme-digital',
      service_id: 5,
      cost_range: '$10,000 to $49,999',
      duration: '3 to 6 months',
      project_start: '2024-03',
      rating: 5,
      cost_rating: 4,
      title: 'A dependable partner for our shop',
      reviewer_name: 'Rita Reviewer',
      reviewer_company: null,
      reviewer_company_size: 50,
      show_reviewer_name: true,
      show_reviewer_company: false,
    });
    expect(bodies[1]).not.toHaveProperty('email');
    expect(bodies[1]).not.toHaveProperty('captcha');
    // Sent: the draft is gone.
    expect(window.sessionStorage.getItem('atlas:review-draft:acme-digital')).toBeNull();
  });

  it('writes an invited review without asking for an e-mail', async () => {
    const token = `${crypto.randomUUID()}.${'s'.repeat(43)}`;
    const bodies: SubmitReviewBody[] = [];
    renderPage(
      {
        submitReview: async (body) => {
          bodies.push(body);
          return {
            data: { id: 9, status: 'pending', confirmed: true, verification: 'invited' },
            message: 'Thank you! Your review was received.',
          };
        },
        getCaptchaChallenge: async () => ({
          data: { provider: 'pow', id: crypto.randomUUID(), challenge: 'abc', difficulty: 1 },
        }),
      },
      {
        data: {
          ...form,
          invitation: { status: 'valid', email: 'clara@client.test', name: 'Clara Client' },
        },
        search: `?token=${token}`,
      },
    );
    await stepHeading('The project');
    await fillProject();
    await next();
    await stepHeading('Ratings');
    await fillRatings();
    await next();
    await stepHeading('Your review');
    await fillReview();
    await next();
    await stepHeading('About you');
    // The invitation's name is the starting point; the e-mail is the invitation's.
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Clara Client');
    expect(screen.getByText(/invited clara@client.test/)).toBeVisible();
    expect(screen.queryByLabelText(/Your e-mail address/)).toBeNull();
    await typeInto(/Your role/, 'CTO');
    await screen.findByText('Human check passed.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your review' });
    expect(bodies[0]).toMatchObject({ invitation_token: token, reviewer_name: 'Clara Client' });
    expect(bodies[0]?.captcha).toMatch(/\./);
    expect(bodies[0]).not.toHaveProperty('email');
  });
});
