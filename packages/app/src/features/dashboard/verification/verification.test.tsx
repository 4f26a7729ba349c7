import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CompanyVerification,
  RequestVerificationBody,
} from '@atlas/api/endpoints/company-verification';
import type { CompanyVerificationRequest } from '@atlas/api/company-verification';
import { ApiError } from '@atlas/api/http';
import { renderDashboard } from '../dashboard.test-utils';

const ACME = {
  id: 4,
  name: 'Acme',
  slug: 'acme',
  is_sponsorship_eligible: false,
  sponsorships_count: { total: 0 },
  locations: { headquarter: null },
};

const request = (extra: Partial<CompanyVerificationRequest> = {}): CompanyVerificationRequest => ({
  id: 9,
  status: 'pending',
  registration_number: 'HRB 123456',
  country: { id: 3, name: 'Germany' },
  email: 'legal@acme.test',
  email_confirmed_at: null,
  documents: [{ id: 1, name: 'register.pdf', size: 20_000, content_type: 'application/pdf' }],
  reason: null,
  created_at: '2026-03-01T10:00:00.000Z',
  decided_at: null,
  expires_at: null,
  ...extra,
});

const verification = (extra: Partial<CompanyVerification> = {}): CompanyVerification => ({
  company: { slug: 'acme', name: 'Acme', website: 'https://www.acme.test', verified: false },
  state: 'not_requested',
  verified_until: null,
  email_domain: 'acme.test',
  can_request: true,
  validity_months: 12,
  request: null,
  waiting_documents: [],
  ...extra,
});

const COUNTRIES = {
  data: [
    {
      id: 1,
      name: 'Europe',
      slug: 'europe',
      countries: [
        {
          id: 3,
          name: 'Germany',
          slug: 'germany',
          images: { main: { webp: '', original: '' } },
          companies_count: 1,
        },
        {
          id: 2,
          name: 'Austria',
          slug: 'austria',
          images: { main: { webp: '', original: '' } },
          companies_count: 1,
        },
      ],
    },
  ],
};

function renderPage(state: CompanyVerification, extra: Parameters<typeof renderDashboard>[1] = {}) {
  return renderDashboard('/dashboard/company/verification', {
    getProfileCompany: async () => ({ data: ACME }),
    getCompanyVerification: vi.fn(async () => ({ data: state })),
    listCountries: async () => COUNTRIES,
    ...extra,
  });
}

describe('/dashboard/company/verification (issue 33)', () => {
  it.each<[string, CompanyVerification, RegExp]>([
    ['not requested', verification(), /Not verified yet/],
    [
      'pending',
      verification({ state: 'pending', can_request: false, request: request() }),
      /We e-mailed a link to legal@acme\.test/,
    ],
    [
      'address confirmed',
      verification({
        state: 'email_confirmed',
        can_request: false,
        request: request({ email_confirmed_at: '2026-03-02T10:00:00.000Z' }),
      }),
      /Address confirmed: waiting for our team/,
    ],
    [
      'verified until a date',
      verification({
        state: 'verified',
        can_request: false,
        verified_until: '2027-03-01T10:00:00.000Z',
        request: request({ status: 'approved', expires_at: '2027-03-01T10:00:00.000Z' }),
      }),
      /Verified until 1 March 2027/,
    ],
    [
      'rejected with the reason',
      verification({
        state: 'rejected',
        request: request({ status: 'rejected', reason: 'The register shows another name.' }),
      }),
      /The reason: The register shows another name\./,
    ],
    [
      'expired',
      verification({
        state: 'expired',
        request: request({ status: 'expired', expires_at: '2027-03-01T10:00:00.000Z' }),
      }),
      /Expired on 1 March 2027/,
    ],
  ])('shows the state: %s', async (_name, state, text) => {
    renderPage(state);
    const status = await screen.findByRole('region', { name: 'Where it stands' });
    expect(status).toHaveTextContent(text);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Verification of Acme' })).toBeVisible();
    // The form shows only when a request can be sent.
    expect(screen.queryByRole('form', { name: 'Verification request' }) !== null).toBe(
      state.can_request,
    );
  });

  it('uploads a document, sends the evidence and shows the request waiting', async () => {
    const user = userEvent.setup();
    let state = verification();
    const uploadVerificationDocument = vi.fn(async (_slug: string, file: Blob) => {
      const document = {
        id: 7,
        name: 'register.pdf',
        size: file.size,
        content_type: 'application/pdf',
      };
      state = { ...state, waiting_documents: [document] };
      return { data: document, message: 'register.pdf is uploaded. Send it with your request.' };
    });
    const requestCompanyVerification = vi.fn(
      async (_slug: string, body: RequestVerificationBody) => {
        state = verification({
          state: 'pending',
          can_request: false,
          request: request({ email: String(body.email) }),
        });
        return { data: state, message: 'Thank you! We e-mailed a link to legal@acme.test.' };
      },
    );
    const { view } = renderPage(state, {
      getCompanyVerification: async () => ({ data: state }),
      uploadVerificationDocument,
      requestCompanyVerification,
    });
    const form = await screen.findByRole('form', { name: 'Verification request' });
    await user.type(within(form).getByLabelText(/Registration number/), 'HRB 123456');
    await user.selectOptions(within(form).getByLabelText(/Country of registration/), 'Germany');
    await user.type(within(form).getByLabelText(/An address at acme\.test/), 'legal@acme.test');

    // Sending without a document says so under the documents, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Ask to be verified' }));
    expect(await within(form).findByText('Upload at least one document')).toBeInTheDocument();
    expect(requestCompanyVerification).not.toHaveBeenCalled();

    const input = view.container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'register.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(uploadVerificationDocument).toHaveBeenCalledWith('acme', expect.any(File)),
    );
    expect(
      await within(form).findByRole('button', { name: 'Remove register.pdf' }),
    ).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Ask to be verified' }));
    await waitFor(() =>
      expect(requestCompanyVerification).toHaveBeenCalledWith(
        'acme',
        expect.objectContaining({
          registration_number: 'HRB 123456',
          country_id: 3,
          email: 'legal@acme.test',
          document_ids: [7],
        }),
      ),
    );
    expect(await screen.findByText(/Thank you! We e-mailed a link/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Verification request' })).toBeNull();
  });

  it('refuses a file over 10 MB before uploading, and puts the server’s answer under its field', async () => {
    const user = userEvent.setup();
    const state = verification({
      waiting_documents: [
        { id: 7, name: 'register.pdf', size: 20_000, content_type: 'application/pdf' },
      ],
    });
    const uploadVerificationDocument = vi.fn();
    const requestCompanyVerification = vi.fn(async () => {
      throw new ApiError(
        400,
        'email: an address at gmail.com could be anybody’s: use one at acme.test',
        [
          {
            field: 'email',
            message: 'an address at gmail.com could be anybody’s: use one at acme.test',
          },
        ],
      );
    });
    const { view } = renderPage(state, { uploadVerificationDocument, requestCompanyVerification });
    const form = await screen.findByRole('form', { name: 'Verification request' });
    const input = view.container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, huge);
    expect(await within(form).findByText(/huge\.pdf is larger than 10 MB/)).toBeInTheDocument();
    expect(uploadVerificationDocument).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Registration number/), 'HRB 1');
    await user.selectOptions(within(form).getByLabelText(/Country of registration/), 'Austria');
    await user.type(within(form).getByLabelText(/An address at acme\.test/), 'acme@gmail.com');
    expect(within(form).getByRole('status')).toHaveTextContent(
      'acme@gmail.com is not at acme.test',
    );
    await user.click(within(form).getByRole('button', { name: 'Ask to be verified' }));
    const email = within(form).getByLabelText(/An address at acme\.test/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/could be anybody’s/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a website of the company’s own before any request', async () => {
    renderPage(
      verification({
        email_domain: null,
        company: { slug: 'acme', name: 'Acme', website: null, verified: false },
      }),
    );
    expect(await screen.findByText(/needs a website of its own/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the website' })).toHaveAttribute(
      'href',
      '/company/edit',
    );
    expect(screen.queryByRole('form', { name: 'Verification request' })).toBeNull();
  });
});

describe('/dashboard/company/verification/confirm (issue 33)', () => {
  it('spends the link only when asked to, and says what happened', async () => {
    const user = userEvent.setup();
    const confirmVerificationEmail = vi.fn(async () => ({
      data: { company_slug: 'acme', company_name: 'Acme' },
      message: 'Thank you: the address is confirmed for Acme.',
    }));
    renderDashboard('/dashboard/company/verification/confirm?token=abcdefghijklmnopqrstuvwxyz', {
      confirmVerificationEmail,
    });
    const button = await screen.findByRole('button', { name: 'Confirm the address' });
    expect(confirmVerificationEmail).not.toHaveBeenCalled();
    await user.click(button);
    expect(confirmVerificationEmail).toHaveBeenCalledWith({ token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(
      await screen.findByText('Thank you: the address is confirmed for Acme.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the verification of Acme' })).toHaveAttribute(
      'href',
      '/dashboard/company/verification?company=acme',
    );
  });

  it('tells a used link apart', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/company/verification/confirm?token=abcdefghijklmnopqrstuvwxyz', {
      confirmVerificationEmail: async () => {
        throw new ApiError(410, 'This link was used already or has expired.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the address' }));
    expect(
      await screen.findByText('This link was used already or has expired.'),
    ).toBeInTheDocument();
  });
});

describe('/dashboard/ (issue 33)', () => {
  it('leads the "get verified" step to the verification page, not the contact form', async () => {
    renderDashboard('/dashboard/', {
      getProfileCompany: async () => ({ data: ACME }),
      getCompanyOverview: async () => ({
        data: {
          company: { slug: 'acme', name: 'Acme', score: 512, score_level: 'good' as const },
          leads_waiting: [],
          answer_within_minutes: 60,
          unread_conversations: 0,
          reviews_awaiting_reply: 0,
          next_steps: [{ key: 'verify', label: 'Get your company verified', gain: 150 }],
        },
      }),
    });
    const step = await screen.findByRole('link', { name: 'Get your company verified' });
    expect(step.getAttribute('href')).toMatch(
      /^\/dashboard\/company\/verification(\?company=acme)?$/,
    );
  });
});
