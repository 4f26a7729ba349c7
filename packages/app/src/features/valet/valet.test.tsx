import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import createCache from '@emotion/cache';
import { Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type {
  ValetMatch,
  ValetProject,
  ValetQuoteBody,
  ValetReleaseBody,
  ValetRequest,
  ValetSubmissionBody,
} from '@atlas/api/valet';
import type { Variants } from '@atlas/api/variants';
import { AppProviders } from '../../app/AppProviders';
import { SiteHeader } from '../../layouts/SiteHeader';
import { createRecordingAnalytics } from '../../shared/analytics/recordingAnalytics';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import { createValetRoutes } from './routes';
import { loadLaterSlides } from './pages/ValetWizardPage';
import { VALET_DRAFT_KEY } from './stores/persistence';
import { VALET_PAGE_ACCESS_META_KEY } from './stores/referrer';

const CREATED = '2026-11-24T20:00:00.000Z';
const NOW = Date.parse(CREATED) + 18 * 60_000;
const PROJECT_ID = '7d1c1a52-3f0e-4a36-9d6a-3b3c3b7e0f11';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123';

function match(id: number, name: string, extra: Partial<ValetMatch> = {}): ValetMatch {
  return {
    company: {
      id,
      slug: name.toLowerCase(),
      name,
      logo: null,
      rating: 4.8,
      review_count: 12,
      verified: true,
      median_reply_minutes: 20,
      location: 'Berlin, Germany',
    },
    covers: [],
    score: 90 - id,
    reasons: [`covers 2 of 2 services (${name})`, 'answers in 20 min'],
    status: 'shortlisted',
    released: false,
    released_at: null,
    answered_at: null,
    decline_reason: null,
    quote: null,
    buyer_decision: null,
    buyer_decision_reason: null,
    conversation_id: null,
    ...extra,
  };
}

function project(extra: Partial<ValetProject> = {}): ValetProject {
  return {
    id: PROJECT_ID,
    status: 'awaiting_verification',
    title: 'A shop for our bakery',
    brief: {
      title: 'A shop for our bakery',
      description: 'x'.repeat(60),
      services: [],
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
    email_verified: false,
    shortlist: [match(1, 'Acme'), match(2, 'Globex'), match(3, 'Initech')],
    more_matches: [],
    created_at: CREATED,
    released_at: null,
    answers_due_at: null,
    hired_company_id: null,
    hired_at: null,
    completed_at: null,
    ...extra,
  };
}

const reference: Partial<ApiClient> = {
  listServices: async () => ({
    data: [
      {
        id: 1,
        name: 'Development',
        slug: 'development',
        services: [
          { id: 2, name: 'Development', slug: 'dev', parent_id: null, companies_count: 3 },
          { id: 21, name: 'Web Development', slug: 'web', parent_id: 2, companies_count: 3 },
          { id: 3, name: 'Design', slug: 'design', parent_id: null, companies_count: 3 },
        ],
      },
    ],
  }),
  search: async ({ q }) => ({
    query: q ?? '',
    services: [],
    companies: [],
    places: [
      {
        kind: 'city',
        id: 77,
        name: 'Lisbon',
        slug: 'lisbon',
        country: { name: 'Portugal', slug: 'portugal' },
      },
      { kind: 'country', id: 5, name: 'Portugal', slug: 'portugal', country: null },
    ],
  }),
  getCaptchaChallenge: async () => ({
    data: {
      provider: 'pow',
      id: '00000000-0000-4000-8000-000000000000',
      challenge: 'abc',
      difficulty: 0,
    },
  }),
};

interface Setup {
  api?: Partial<ApiClient>;
  variants?: Partial<Variants>;
  signedIn?: boolean;
  state?: unknown;
}

function renderAt(path: string, { api = {}, variants = {}, signedIn = false, state }: Setup = {}) {
  const client = createTestApiClient({ ...reference, ...api });
  const store = new RootStore(testPublicConfig, client);
  store.variants = { ...store.variants, ...variants };
  const analytics = createRecordingAnalytics();
  // A frozen clock, read once: the countdowns never tick within a test.
  store.valet.configure({ analytics, now: () => NOW, tickMs: 24 * 60 * 60_000 });
  if (signedIn) store.user.setUser({ id: 'u1', name: 'Bea Buyer', avatar: null });
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <SiteHeader />
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        ...(createValetRoutes().default ?? []).map((route) => ({
          ...route,
          HydrateFallback: () => null,
        })),
        { path: 'companies', element: <p>Companies</p> },
      ],
    },
  ];
  const router = createTestRouter(routes, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const view = render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, view, analytics };
}

/** Presses Tab until the focused element is the one `matches` finds (at most 30 times). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, find: () => HTMLElement) {
  const target = find();
  for (let step = 0; step < 30 && document.activeElement !== target; step += 1) await user.tab();
  expect(document.activeElement).toBe(target);
}

async function question(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return heading;
}

// The wizard loads its later slides while the first is typed; here they are there from the start.
beforeAll(async () => {
  await loadLaterSlides();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('/project-submission', () => {
  it('walks every slide by keyboard, checks each one, and shows the shortlist', async () => {
    const user = userEvent.setup();
    const createValetProject = vi.fn(async (_body: ValetSubmissionBody) => ({
      data: project(),
      message: 'Check your e-mail.',
    }));
    const { router, view, analytics } = renderAt('/project-submission', {
      api: { createValetProject },
    });

    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('What is your project called?');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Step 1 of 9: Title')).toBeInTheDocument();
    expect((await axe.run(view.container)).violations).toEqual([]);
    expect(analytics.events).toEqual([
      {
        name: 'valet_page_access_2',
        props: expect.objectContaining({
          source: 'direct',
          form_style: 'without_focuses_step',
          header_link_title: 'Submit My Project',
        }),
      },
    ]);

    // Title: Enter goes on only with a valid title.
    await tabTo(user, () => screen.getByLabelText(/project title/i));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Write at least 5 characters')).toBeInTheDocument();
    await user.keyboard('A shop for our bakery{Enter}');

    // Description.
    await question('Describe your project');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/project description/i));
    await user.keyboard('Too short');
    expect(screen.getByText(/9 characters, at least 50/)).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Write at least 50 characters/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/project description/i));
    await user.keyboard(' — an online shop with delivery slots, payments and a loyalty card.');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Parent services.
    await question('Which areas does your project need?');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pick at least one area')).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('checkbox', { name: 'Development' }));
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Development' })).toBeChecked();
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Services: the children of the chosen parents.
    await question('Which services exactly?');
    expect(screen.queryByRole('checkbox', { name: 'Design' })).toBeNull();
    await tabTo(user, () => screen.getByRole('checkbox', { name: 'Web Development' }));
    await user.keyboard(' ');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Locations (the focuses slide is skipped in the default form style).
    await question('Where should the agency be?');
    expect(screen.getByText('Step 5 of 9: Location')).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('checkbox', { name: 'Location does not matter' }));
    await user.keyboard(' ');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Stage and start: radio groups named by the question.
    await question('Where does the project stand?');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pick the stage of the project')).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('radio', { name: /^Planning/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^First talks/ })).toBeChecked();
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    await question('When should it start?');
    expect(screen.getByRole('radiogroup', { name: 'When should it start?' })).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('radio', { name: 'As soon as possible' }));
    await user.keyboard(' ');
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Budget: the default range is fine.
    await question('What is your budget?');
    expect(screen.getByRole('slider', { name: 'Lowest budget' })).toHaveAttribute(
      'aria-valuetext',
      '$15,000',
    );
    expect(screen.getByRole('slider', { name: 'Highest budget' })).toHaveAttribute(
      'aria-valuetext',
      '$35,000',
    );
    await tabTo(user, () => screen.getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    // Customer info: phone and role in this contact-details mode; a place from the search.
    await question('Where should the quotes go?');
    expect(screen.getByText('Step 9 of 9: Your details')).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('textbox', { name: /your name/i }));
    await user.keyboard('Bea Buyer');
    await user.tab();
    await user.keyboard('bea@example.test');
    expect(screen.getByRole('textbox', { name: /phone/i })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /your role/i })).toBeInTheDocument();
    await tabTo(user, () => screen.getByRole('combobox', { name: /where are you based/i }));
    await user.keyboard('Lis');
    expect(await screen.findByRole('option', { name: 'Lisbon, Portugal' }, { timeout: 3000 }));
    // Countries come first: the city is one down.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: /where are you based/i })).toHaveValue(
      'Lisbon, Portugal',
    );
    expect(await screen.findByText('Human check passed.')).toBeInTheDocument();
    expect((await axe.run(view.container)).violations).toEqual([]);
    await tabTo(user, () => screen.getByRole('button', { name: 'Get my free quotes' }));
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/project-submission/confirmation'),
    );
    expect(createValetProject).toHaveBeenCalledTimes(1);
    const body = createValetProject.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      title: 'A shop for our bakery',
      name: 'Bea Buyer',
      email: 'bea@example.test',
      company_city: 77,
      services: [2, 21],
      countries: [],
      cities: [],
      project_stage: 'first-talks',
      project_start: 'immediately',
      project_budget: { min: 15_000, max: 35_000 },
      files: [],
      misc_meta: { send_phone: true },
    });
    expect(body?.captcha).toMatch(/./);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your project is submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/we sent a link to/i)).toHaveTextContent('bea@example.test');
    const acme = screen.getByRole('listitem', { name: 'Acme' });
    expect(within(acme).getByText('covers 2 of 2 services (Acme)')).toBeInTheDocument();
    expect(within(acme).getByText('Based in Berlin, Germany')).toBeInTheDocument();
    // Not verified yet: nothing to release, and the hour has not started.
    expect(screen.queryByRole('checkbox', { name: /send the brief/i })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Confirm your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The hour starts when you send it.')).toBeInTheDocument();
    expect(screen.queryByText(/tick the companies below/)).toBeNull();
    expect(window.sessionStorage.getItem(VALET_DRAFT_KEY)).toBeNull();
  });

  it('keeps what was typed across a reload, and uploads a brief', async () => {
    const user = userEvent.setup();
    const uploadValetFile = vi.fn(async (_kind: 'file' | 'voice', file: Blob, name?: string) => ({
      data: {
        path: `valet/u1/${name ?? 'file'}`,
        name: name ?? 'file',
        size: file.size,
        content_type: file.type,
      },
    }));
    const first = renderAt('/project-submission', { api: { uploadValetFile } });
    await user.type(await screen.findByLabelText(/project title/i), 'A shop for our bakery{Enter}');
    await question('Describe your project');
    await user.upload(
      screen.getByLabelText('Choose files'),
      new File(['brief'], 'brief.pdf', { type: 'application/pdf' }),
    );
    const files = await screen.findByRole('list', { name: 'Attached files' });
    expect(await within(files).findByText(/attached/)).toBeInTheDocument();
    // Anonymous: with the answer of a captcha solved on the way (issue 34).
    expect(uploadValetFile).toHaveBeenCalledWith(
      'file',
      expect.any(File),
      'brief.pdf',
      '00000000-0000-4000-8000-000000000000.0',
    );
    expect((await axe.run(first.view.container)).violations).toEqual([]);
    first.view.unmount();

    renderAt('/project-submission');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Describe your project' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('brief.pdf');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/project title/i)).toHaveValue('A shop for our bakery');
  });

  it('says which step with the focuses style and groups, and shows the focuses', async () => {
    const user = userEvent.setup();
    renderAt('/project-submission', {
      variants: {
        valetFormStyle: 'with_focuses_step',
        contactDetailsMode: 'without_phone_and_role',
      },
      api: {
        getEditingOptions: async () => ({
          data: {
            services: [],
            focuses: [{ id: 100, name: 'React', service_ids: [21] }],
            industries: [],
            client_types: [],
          },
        }),
      },
    });
    await user.type(await screen.findByLabelText(/project title/i), 'A shop for our bakery{Enter}');
    await question('Describe your project');
    await user.type(screen.getByLabelText(/project description/i), 'y'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await question('Which areas does your project need?');
    await user.click(screen.getByRole('checkbox', { name: 'Development' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await question('Which services exactly?');
    await user.click(screen.getByRole('checkbox', { name: 'Web Development' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await question('Any platforms or specialities?');
    expect(screen.getByText('Step 5 of 10: Focuses')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'React — for Web Development' }),
    ).toBeInTheDocument();
  });
});

describe('the header’s valet link', () => {
  it('leaves the referrer meta in the store and in session storage', async () => {
    const user = userEvent.setup();
    const { store, analytics } = renderAt('/companies', {
      variants: { valetButtonStyle: 'find_company', contactDetailsMode: 'without_phone_and_role' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Find a Company' }));
    const meta = {
      page: '/companies',
      source: 'header',
      link_title: 'Find a Company',
      contact_details_mode: 'without_phone_and_role',
    };
    expect(store.valet.referrer).toEqual(meta);
    expect(JSON.parse(window.sessionStorage.getItem(VALET_PAGE_ACCESS_META_KEY) ?? '{}')).toEqual(
      meta,
    );
    await screen.findByRole('heading', { level: 1, name: 'What is your project called?' });
    await waitFor(() => expect(analytics.events).toHaveLength(1));
    expect(analytics.events[0]?.props).toMatchObject({
      source: 'header',
      header_link_title: 'Find a Company',
      contact_details_mode: 'without_phone_and_role',
    });
  });
});

describe('releasing the brief', () => {
  it('lets a verified, signed-in buyer send the brief to chosen companies', async () => {
    const user = userEvent.setup();
    const verified = project({ status: 'shortlisted', email_verified: true });
    const releaseValetProject = vi.fn(async (_id: string, body: ValetReleaseBody) => ({
      data: {
        ...verified,
        status: 'released' as const,
        released_at: CREATED,
        answers_due_at: new Date(Date.parse(CREATED) + 60 * 60_000).toISOString(),
        shortlist: verified.shortlist.map((item) =>
          body.company_ids.map(Number).includes(item.company.id)
            ? { ...item, released: true, status: 'released' as const }
            : item,
        ),
      },
      message: 'Sent to 2 companies.',
    }));
    const { view } = renderAt('/project-submission/confirmation', {
      signedIn: true,
      state: { project: verified, message: 'Stored.' },
      api: {
        releaseValetProject,
        // Signed in, the page reads the project again: the newest title shows it did.
        getValetProject: async () => ({ data: { ...verified, title: 'A bakery web shop' } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Your project is submitted' });
    expect(await screen.findByText('A bakery web shop')).toBeInTheDocument();
    expect((await axe.run(view.container)).violations).toEqual([]);
    await user.click(
      screen.getByRole('button', { name: 'Send the brief to the chosen companies' }),
    );
    expect(await screen.findByText('Pick at least one company')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Send the brief to Acme' }));
    await user.click(screen.getByRole('checkbox', { name: 'Send the brief to Initech' }));
    await user.click(screen.getByRole('button', { name: 'Send the brief to 2 companies' }));
    expect(await screen.findByText('Sent to 2 companies.')).toBeInTheDocument();
    expect(releaseValetProject).toHaveBeenCalledWith(PROJECT_ID, {
      company_ids: [1, 3],
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(
      within(screen.getByRole('listitem', { name: 'Acme' })).getByText('Waiting for an answer'),
    );
    expect(screen.queryByRole('checkbox', { name: 'Send the brief to Acme' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Send the brief to Globex' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Answers due in' })).toHaveTextContent(/42\s*Minutes/);
  });
});

describe('/project-submission/project/{token}', () => {
  it('verifies the link, signs the buyer in, and shows quotes as they arrive', async () => {
    const released = project({
      status: 'released',
      email_verified: true,
      released_at: CREATED,
      answers_due_at: new Date(Date.parse(CREATED) + 60 * 60_000).toISOString(),
      shortlist: [
        match(1, 'Acme', { released: true, status: 'released', conversation_id: PROJECT_ID }),
        match(2, 'Globex'),
      ],
    });
    const quoted: ValetProject = {
      ...released,
      shortlist: [
        match(1, 'Acme', {
          released: true,
          status: 'quoted',
          conversation_id: PROJECT_ID,
          quote: {
            amount: 24_000,
            timeline: '6 weeks',
            message: 'We would love to build it.',
            attachment: null,
            quoted_at: CREATED,
          },
        }),
        match(2, 'Globex'),
      ],
      more_matches: [match(4, 'Umbrella')],
    };
    const completeValetProject = vi.fn(async () => ({
      data: { ...quoted, status: 'completed' as const, completed_at: CREATED },
      message: 'Marked done.',
    }));
    const verifyValetProject = vi.fn(async () => ({ data: released, message: 'Welcome back.' }));
    const getValetProject = vi.fn(async () => ({ data: quoted }));
    const { store } = renderAt(`/project-submission/project/${TOKEN}`, {
      api: {
        verifyValetProject,
        getValetProject,
        completeValetProject,
        getProfile: async () => ({
          data: {
            user: {
              id: 'u1',
              name: 'Bea Buyer',
              avatar: null,
              email: 'bea@example.test',
              email_verified: true,
            },
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A shop for our bakery' }),
    ).toBeInTheDocument();
    expect(verifyValetProject).toHaveBeenCalledWith({ token: TOKEN });
    await waitFor(() => expect(store.user.isLoggedIn).toBe(true));
    expect(screen.getByRole('link', { name: 'Open the conversation with Acme' })).toHaveAttribute(
      'href',
      `/dashboard/inbox/${PROJECT_ID}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Send the brief to Globex' })).toBeInTheDocument();

    // A company quoted: the server's valet.updated arrives live and the project is read again.
    act(() => store.realtime.handle({ type: 'valet.updated', projectId: PROJECT_ID }));
    const quotes = await screen.findByRole('region', { name: 'Compare 1 quote' });
    const quote = within(quotes).getByRole('listitem', { name: 'Acme' });
    expect(quote).toHaveTextContent('$24,000');
    expect(quote).toHaveTextContent('6 weeks');
    expect(quote).toHaveTextContent('We would love to build it.');
    expect(getValetProject).toHaveBeenCalledWith(PROJECT_ID);
    // Fewer answers than promised: the next best are offered, to release too.
    const more = screen.getByRole('region', { name: 'More matches' });
    expect(within(more).getByRole('checkbox', { name: 'Send the brief to Umbrella' }));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark the project done' }));
    expect(await screen.findByText('Marked done.')).toBeInTheDocument();
    expect(completeValetProject).toHaveBeenCalledWith(PROJECT_ID);
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark the project done' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /send the brief/i })).toBeNull();
  });

  it('says when the link does not work', async () => {
    renderAt(`/project-submission/project/${TOKEN}`, {
      api: {
        verifyValetProject: async () => {
          throw new Error('This link has expired.');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
  });
});

describe('the dashboard’s matched projects', () => {
  const company = {
    id: 9,
    name: 'Acme',
    slug: 'acme',
    is_sponsorship_eligible: false,
    sponsorships_count: { total: 0 },
    locations: { headquarter: null },
  };
  const released: ValetRequest = {
    id: PROJECT_ID,
    title: 'A shop for our bakery',
    status: 'released',
    project_status: 'released',
    released_at: CREATED,
    answered_at: null,
    waiting_minutes: 18,
    budget: { min: 15_000, max: 35_000 },
    conversation_id: null,
    buyer_decision: null,
    buyer_decision_reason: null,
    brief: {
      ...project().brief,
      description: 'An online shop with delivery slots.',
      services: [{ id: 21, name: 'Web Development' }],
      files: [{ path: 'valet/x/brief.pdf', name: 'brief.pdf', url: '/uploads/valet/x/brief.pdf' }],
      voice_recording: {
        path: 'valet/x/voice.webm',
        name: 'voice-note.webm',
        url: '/uploads/valet/x/voice.webm',
      },
    },
    contact: null,
    decline_reason: null,
    quote: null,
    reasons: ['covers 1 of 1 services'],
  };

  it('lists the company’s requests with how long each has waited', async () => {
    const { view } = renderAt('/dashboard/inbox/valet', {
      signedIn: true,
      api: {
        getProfileCompany: async () => ({ data: company }),
        listValetRequests: async (slug) => {
          expect(slug).toBe('acme');
          return { data: [released] };
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'A shop for our bakery' });
    expect(link).toHaveAttribute('href', `/dashboard/inbox/valet/${PROJECT_ID}`);
    expect(screen.getByText(/waiting for 18 min/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('shows the brief and its voice note, checks a quote, and sends it', async () => {
    const user = userEvent.setup();
    let current = released;
    const sendValetQuote = vi.fn(async (_slug: string, _id: string, body: ValetQuoteBody) => {
      current = {
        ...released,
        status: 'quoted' as const,
        contact: {
          name: 'Bea Buyer',
          email: 'bea@example.test',
          phone: '',
          website: '',
          role: '',
          location: 'Lisbon',
        },
        quote: {
          amount: Number(body.amount),
          timeline: body.timeline,
          message: body.message,
          attachment: null,
          quoted_at: CREATED,
        },
      };
      return { data: current, message: 'Your quote is on its way.' };
    });
    // After the quote, the page loads the request again; that load's answer replaces the
    // action's (here with a title the buyer has since edited).
    const getValetRequest = vi.fn(async () => ({
      data:
        sendValetQuote.mock.calls.length > 0
          ? { ...current, brief: { ...current.brief, title: 'A bakery shop' } }
          : current,
    }));
    const { view } = renderAt(`/dashboard/inbox/valet/${PROJECT_ID}`, {
      signedIn: true,
      api: {
        getProfileCompany: async () => ({ data: company }),
        getValetRequest,
        sendValetQuote,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A shop for our bakery' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'brief.pdf' })).toHaveAttribute(
      'href',
      '/uploads/valet/x/brief.pdf',
    );
    expect(screen.getByLabelText('The buyer’s voice note')).toHaveAttribute(
      'src',
      '/uploads/valet/x/voice.webm',
    );
    expect(screen.getByText(/Accept the project \(or send a quote\)/)).toBeInTheDocument();
    expect((await axe.run(view.container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(await screen.findByText('The price in US dollars')).toBeInTheDocument();
    expect(sendValetQuote).not.toHaveBeenCalled();
    await user.type(screen.getByRole('spinbutton', { name: /price/i }), '24000');
    await user.type(screen.getByRole('textbox', { name: /timeline/i }), '6 weeks');
    await user.type(
      screen.getByRole('textbox', { name: /message to the buyer/i }),
      'We would love to build it.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(await screen.findByText('Your quote is on its way.')).toBeInTheDocument();
    expect(sendValetQuote).toHaveBeenCalledWith('acme', PROJECT_ID, {
      amount: 24_000,
      timeline: '6 weeks',
      message: 'We would love to build it.',
      attachment_path: null,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(screen.getByRole('link', { name: 'bea@example.test' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A bakery shop' }),
    ).toBeInTheDocument();
    expect(getValetRequest).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'bea@example.test' })).toBeInTheDocument();
  });
});
