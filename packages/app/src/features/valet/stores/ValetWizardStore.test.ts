import { describe, expect, it } from 'vitest';
import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import {
  VALET_DEFAULT_BUDGET,
  VALET_MAX_FILES,
  VALET_SLIDES,
  ValetSubmissionBodySchema,
} from '@atlas/api/valet';
import type { Variants } from '@atlas/api/variants';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import { createRecordingAnalytics } from '../../../shared/analytics/recordingAnalytics';
import { VALET_DRAFT_KEY } from './persistence';
import { VALET_PAGE_ACCESS_META_KEY } from './referrer';
import type { KeyValueStorage } from './storage';
import { ValetWizardStore } from './ValetWizardStore';
import type { FocusCatalogueItem, ValetService } from './selection';

const DESIGN: ValetService = { id: 1, name: 'Design', parent_id: null };
const DEV: ValetService = { id: 2, name: 'Development', parent_id: null };
const MARKETING: ValetService = { id: 3, name: 'Marketing', parent_id: null };
const ADS: ValetService = { id: 4, name: 'Advertising', parent_id: null };
const WEB: ValetService = { id: 21, name: 'Web Development', parent_id: 2 };
const MOBILE: ValetService = { id: 22, name: 'Mobile Apps', parent_id: 2 };
const API: ValetService = { id: 23, name: 'API Development', parent_id: 2 };
const UX: ValetService = { id: 11, name: 'UX Design', parent_id: 1 };
const LOGO: ValetService = { id: 12, name: 'Logo Design', parent_id: 1 };
const SEO: ValetService = { id: 31, name: 'SEO', parent_id: 3 };

const FOCUSES: FocusCatalogueItem[] = [
  { id: 100, name: 'React', service_ids: [21] },
  { id: 101, name: 'iOS', service_ids: [22] },
  { id: 102, name: 'Figma', service_ids: [11, 12] },
];

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function createStore(variants: Partial<Variants> = {}, api: Partial<ApiClient> = {}) {
  const root = new RootStore(testPublicConfig, createTestApiClient(api));
  root.variants = { ...root.variants, ...variants };
  const analytics = createRecordingAnalytics();
  let now = Date.UTC(2026, 10, 24, 20, 0, 0);
  root.valet.configure({ analytics, now: () => now });
  const store = root.valet.wizardOr(() => new ValetWizardStore(root));
  store.setCatalogue([
    {
      id: 1,
      name: 'All',
      slug: 'all',
      services: [DESIGN, DEV, MARKETING, ADS, WEB, MOBILE, API, UX, LOGO, SEO].map((service) => ({
        ...service,
        slug: `s${service.id}`,
        companies_count: 1,
      })),
    },
  ]);
  return { store, root, analytics, tick: (ms: number) => (now += ms) };
}

/** Fills every slide's data, so the walk can go from title to customer info. */
function fillAll(store: ReturnType<typeof createStore>['store']) {
  store.setTitle('A shop for our bakery');
  store.setDescription('We need an online shop for our bakery with delivery slots and payments.');
  store.selectService(DEV);
  store.selectService(WEB);
  store.addLocation({ type: 'country', id: 5, name: 'Portugal' });
  store.setProjectStage('first-talks');
  store.setProjectStart('within-1-month');
  store.setContact('name', 'Bea Buyer');
  store.setContact('email', 'bea@example.test');
  store.setContact('website', 'https://bakery.test');
  store.setContact('phone', '+351 123 456');
  store.setContact('role', 'Founder / CEO');
  store.setContactLocation({ type: 'city', id: 77, name: 'Lisbon' });
}

describe('ValetWizardStore navigation (SPEC §4)', () => {
  it('starts on slide 0, not confirmed, not loading, nothing completed, an empty selection', () => {
    const { store } = createStore();
    expect(store.slide).toBe('title');
    expect(store.index).toBe(0);
    expect(store.confirmed).toBe(false);
    expect(store.loading).toBe(false);
    expect(store.completed).toEqual([]);
    expect(store.selection.services).toEqual([]);
    expect(store.selection.project_budget).toEqual(VALET_DEFAULT_BUDGET);
    expect(store.scrollingAllowed).toBe(true);
    expect(store.slideChanging).toBe(false);
  });

  it('stays on a slide that fails its check and says why', () => {
    const { store } = createStore();
    expect(store.next()).toBe(false);
    expect(store.slide).toBe('title');
    expect(store.errors.title).toMatch(/at least 5 characters|title/i);
    store.setTitle('Hi');
    expect(store.errors.title).toBeUndefined();
    expect(store.next()).toBe(false);
    expect(store.errors.title).toBe('Write at least 5 characters');
  });

  it('marks a passed slide completed, moves on, and flags the slide change until it is drawn', () => {
    const { store } = createStore();
    store.setTitle('A shop for our bakery');
    expect(store.next()).toBe(true);
    expect(store.completed).toEqual(['title']);
    expect(store.slide).toBe('description');
    expect(store.slideChanging).toBe(true);
    expect(store.scrollingAllowed).toBe(false);
    store.slideChanged();
    expect(store.slideChanging).toBe(false);
    expect(store.scrollingAllowed).toBe(true);
  });

  it('walks all slides but focuses with the default form style, and back again', () => {
    const { store } = createStore();
    store.setFocusCatalogue(FOCUSES);
    fillAll(store);
    const walked: string[] = [store.slide];
    while (store.next()) walked.push(store.slide);
    expect(walked).toEqual(VALET_SLIDES.filter((slide) => slide !== 'focuses'));
    expect(store.total).toBe(9);
    expect(store.position).toBe(9);
    expect(store.isLast).toBe(true);
    expect(store.completed).toEqual(VALET_SLIDES.filter((slide) => slide !== 'focuses'));
    store.back();
    expect(store.slide).toBe('project-budget');
    while (store.back()) {
      /* back to the first */
    }
    expect(store.slide).toBe('title');
    expect(store.back()).toBe(false);
  });

  it('walks the focuses slide with the focuses step when groups exist', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    fillAll(store);
    const walked: string[] = [store.slide];
    while (store.next()) walked.push(store.slide);
    expect(walked).toEqual([...VALET_SLIDES]);
    expect(store.total).toBe(10);
  });

  it('skips the focuses slide with the focuses step when no focus group exists', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    fillAll(store);
    store.removeService(WEB.id);
    store.selectService(API); // no focus applies to it
    expect(store.selection.focusGroups).toEqual([]);
    expect(store.focusesSkipped).toBe(true);
    const walked: string[] = [store.slide];
    while (store.next()) walked.push(store.slide);
    expect(walked).not.toContain('focuses');
  });

  it('goes only to completed slides or the first one not done', () => {
    const { store } = createStore();
    store.setTitle('A shop for our bakery');
    expect(store.goTo('services')).toBe(false);
    store.next();
    expect(store.goTo('title')).toBe(true);
    expect(store.slide).toBe('title');
    expect(store.goTo('description')).toBe(true);
    expect(store.goTo('project-stage')).toBe(false);
  });

  it('resets to slide 0, not confirmed, not loading, nothing completed, an empty selection', async () => {
    const { store } = createStore();
    fillAll(store);
    while (store.next()) {
      /* to the end */
    }
    store.setCaptcha('pow:1');
    await store.submit(async () => ({ ok: true }));
    expect(store.confirmed).toBe(true);
    store.reset();
    expect(store.index).toBe(0);
    expect(store.confirmed).toBe(false);
    expect(store.loading).toBe(false);
    expect(store.completed).toEqual([]);
    expect(store.selection.title).toBe('');
    expect(store.selection.services).toEqual([]);
    expect(store.selection.project_budget).toEqual(VALET_DEFAULT_BUDGET);
  });
});

describe('ValetWizardStore services and focuses (SPEC §4, §5)', () => {
  it('adds a selected service, and not twice', () => {
    const { store } = createStore();
    expect(store.selectService(DEV)).toBe(true);
    expect(store.selectService(DEV)).toBe(false);
    expect(store.selection.services).toEqual([DEV]);
    expect(store.childOptions.map((service) => service.id)).toEqual([21, 22, 23]);
  });

  it('takes at most 3 parent services and 5 services', () => {
    const { store } = createStore();
    expect([DESIGN, DEV, MARKETING].map(store.selectService)).toEqual([true, true, true]);
    expect(store.selectService(ADS)).toBe(false);
    expect(store.errors.parents).toBe('Pick at most 3 areas');
    expect([WEB, MOBILE, API, UX, LOGO].map(store.selectService)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(store.selectService(SEO)).toBe(false);
    expect(store.errors.services).toBe('Pick at most 5 services');
    expect(store.children).toHaveLength(5);
  });

  it('removes the children of a removed parent', () => {
    const { store } = createStore();
    [DEV, DESIGN, WEB, MOBILE, UX].forEach(store.selectService);
    store.removeService(DEV.id);
    expect(store.selection.services.map((service) => service.id)).toEqual([1, 11]);
  });

  it('keeps one focus group per focus whose services include a chosen service', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    [DEV, WEB, MOBILE, DESIGN, UX].forEach(store.selectService);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual([
      'React',
      'iOS',
      'Figma',
    ]);
    expect(store.selection.focusGroups[2]?.servicesList).toEqual([{ id: 11, name: 'UX Design' }]);
    store.toggleFocus(100);
    store.toggleFocus(101);
    expect(store.selection.focuses).toEqual([100, 101]);
    // Removing a child regenerates the groups and drops focuses no longer offered.
    store.removeService(MOBILE.id);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['React', 'Figma']);
    expect(store.selection.focuses).toEqual([100]);
    // Removing a parent takes its children, and their groups, with it.
    store.removeService(DEV.id);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['Figma']);
    expect(store.selection.focuses).toEqual([]);
    store.toggleFocus(102);
    store.toggleFocus(102);
    expect(store.selection.focuses).toEqual([]);
  });

  it('asks for a parent, then for a child when the parents have children', () => {
    const { store } = createStore();
    expect(store.validate('parent-services').parents).toBe('Pick at least one area');
    store.selectService(DEV);
    expect(store.validate('parent-services')).toEqual({});
    expect(store.validate('services').services).toBe('Pick at least one service');
    store.selectService(WEB);
    expect(store.validate('services')).toEqual({});
  });
});

describe('ValetWizardStore locations, budget and contact (SPEC §5)', () => {
  it('takes several locations, once each, or none when the location is ignored', () => {
    const { store } = createStore();
    expect(store.validate('locations').locations).toMatch(/at least one/);
    store.addLocation({ type: 'country', id: 5, name: 'Portugal' });
    expect(store.addLocation({ type: 'country', id: 5, name: 'Portugal' })).toBe(false);
    store.addLocation({ type: 'city', id: 77, name: 'Lisbon' });
    expect(store.selection.locations).toHaveLength(2);
    store.removeLocation({ type: 'country', id: 5 });
    expect(store.selection.locations.map((place) => place.name)).toEqual(['Lisbon']);
    store.removeLocation({ type: 'city', id: 77 });
    store.setIgnoreLocation(true);
    expect(store.validate('locations')).toEqual({});
  });

  it('checks the budget range unless it is ignored', () => {
    const { store } = createStore();
    expect(store.validate('project-budget')).toEqual({});
    store.setBudget({ min: 50_000, max: 20_000 });
    expect(store.validate('project-budget').project_budget).toBe(
      'The lower end must not be above the upper end',
    );
    store.setIgnoreBudget(true);
    expect(store.validate('project-budget')).toEqual({});
    store.setBudget({ min: 10, max: 5_000_000 });
    expect(store.selection.project_budget).toEqual({ min: 1_000, max: 1_000_000 });
  });

  it('asks for phone and role only in the with_phone_and_role mode', () => {
    const withPhone = createStore({ contactDetailsMode: 'with_phone_and_role' }).store;
    const without = createStore({ contactDetailsMode: 'without_phone_and_role' }).store;
    for (const store of [withPhone, without]) {
      store.setContact('name', 'Bea Buyer');
      store.setContact('email', 'not an address');
      store.setContact('phone', 'call me');
    }
    expect(withPhone.validate('customer-info')).toMatchObject({
      email: expect.any(String),
      phone: 'Use digits, spaces and + ( ) - . / only',
      location: 'Pick where you are',
    });
    expect(without.validate('customer-info').phone).toBeUndefined();
    expect(without.payload().phone).toBe('');
  });

  it('takes at most VALET_MAX_FILES uploads and sends only the loaded ones', () => {
    const { store } = createStore();
    const keys = Array.from({ length: VALET_MAX_FILES }, (_, index) =>
      store.addUpload(`brief-${index}.pdf`),
    );
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(store.addUpload('one-too-many.pdf')).toBeNull();
    store.uploadLoaded(keys[0] ?? '', 'valet/abc/brief-0.pdf');
    store.uploadFailed(keys[1] ?? '', 'Too large');
    expect(store.validate('description').files).toBe('Wait until the files are uploaded');
    keys.slice(2).forEach((key) => store.removeUpload(key ?? ''));
    expect(store.validate('description').files).toBeUndefined();
    expect(store.payload().files).toEqual(['valet/abc/brief-0.pdf']);
  });
});

describe('ValetWizardStore payload and submission (SPEC §3)', () => {
  it('builds exactly the SPEC §3 payload, which the server schema accepts', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    fillAll(store);
    store.addLocation({ type: 'city', id: 78, name: 'Porto' });
    store.toggleFocus(100);
    const key = store.addUpload('brief.pdf') ?? '';
    store.uploadLoaded(key, 'valet/x/brief.pdf');
    store.setVoiceRecording('valet/x/voice.webm');
    store.setCaptcha('pow:1:2');
    const body = store.payload();
    expect(body).toEqual({
      title: 'A shop for our bakery',
      name: 'Bea Buyer',
      email: 'bea@example.test',
      website: 'https://bakery.test',
      phone: '+351 123 456',
      role: 'Founder / CEO',
      company_city: 77,
      services: [2, 21],
      focuses: [100],
      countries: [5],
      cities: [78],
      project_start: 'within-1-month',
      project_budget: { min: 15_000, max: 35_000 },
      project_stage: 'first-talks',
      project_description:
        'We need an online shop for our bakery with delivery slots and payments.',
      original_project_description:
        'We need an online shop for our bakery with delivery slots and payments.',
      voice_recording_path: 'valet/x/voice.webm',
      files: ['valet/x/brief.pdf'],
      misc_meta: {
        send_phone: true,
        form_style: 'with_focuses_step',
        contact_details_mode: 'with_phone_and_role',
      },
      captcha: 'pow:1:2',
      idempotency_key: store.idempotencyKey,
    });
    expect(ValetSubmissionBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves countries and cities empty when the location is ignored, and the budget null', () => {
    const { store } = createStore();
    fillAll(store);
    store.setIgnoreLocation(true);
    store.setIgnoreBudget(true);
    store.setContactLocation({ type: 'country', id: 5, name: 'Portugal' });
    const body = store.payload();
    expect(body.countries).toEqual([]);
    expect(body.cities).toEqual([]);
    expect(body.project_budget).toBeNull();
    expect(body.company_country).toBe(5);
    expect(body.company_city).toBeUndefined();
  });

  it('keeps what the buyer first wrote as the original description', () => {
    const { store } = createStore();
    store.setTitle('A shop for our bakery');
    store.next();
    store.setDescription('First words of a description that is long enough to pass the check.');
    store.next();
    store.back();
    store.setDescription('Edited words of a description that is long enough to pass the check.');
    expect(store.selection.original_description).toMatch(/^First words/);
  });

  it('sends once, keeps the idempotency key across a failed try, and confirms', async () => {
    const { store, tick } = createStore();
    fillAll(store);
    while (store.next()) {
      /* to the end */
    }
    const sent: string[] = [];
    expect(await store.submit(async () => 'never')).toBeNull();
    expect(store.errors.captcha).toMatch(/human check/);
    store.setCaptcha('pow:a');
    const failed = await store.submit(async (body) => {
      sent.push(body.idempotency_key);
      throw new Error('Service unavailable');
    });
    expect(failed).toBeNull();
    expect(store.submitError).toBe('Service unavailable');
    expect(store.confirmed).toBe(false);
    expect(store.captcha).toBe('');
    store.setCaptcha('pow:b');
    tick(5_000);
    let release: (value: { id: string }) => void = () => undefined;
    const sending = store.submit((body) => {
      sent.push(body.idempotency_key);
      return new Promise<{ id: string }>((resolve) => (release = resolve));
    });
    // While it is on its way the wizard is loading, and a second click sends nothing.
    expect(store.loading).toBe(true);
    expect(await store.submit(async () => ({ id: 'twice' }))).toBeNull();
    release({ id: 'p1' });
    const answer = await sending;
    expect(store.loading).toBe(false);
    expect(answer).toEqual({ id: 'p1' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
    expect(store.confirmed).toBe(true);
    expect(store.submittedAt).toBe(Date.UTC(2026, 10, 24, 20, 0, 5));
    expect(store.idempotencyKey).toBeNull();
  });

  it('sends the buyer back to the first slide that fails before submitting', async () => {
    const { store } = createStore();
    fillAll(store);
    while (store.next()) {
      /* to the end */
    }
    store.setTitle('');
    store.setCaptcha('pow:a');
    let calls = 0;
    await store.submit(async () => (calls += 1));
    expect(calls).toBe(0);
    expect(store.slide).toBe('title');
    expect(store.errors.title).toBeDefined();
  });
});

describe('ValetWizardStore persistence and analytics (SPEC §7)', () => {
  it('keeps the selection in session storage and restores it on start', () => {
    const storage = memoryStorage();
    const first = createStore().store;
    first.start(storage);
    first.setTitle('A shop for our bakery');
    first.next();
    first.setDescription('Something');
    first.selectService(DEV);
    expect(storage.map.get(VALET_DRAFT_KEY)).toContain('A shop for our bakery');

    const second = createStore().store;
    second.start(storage);
    expect(second.selection.title).toBe('A shop for our bakery');
    expect(second.selection.description).toBe('Something');
    expect(second.slide).toBe('description');
    expect(second.completed).toEqual(['title']);
    expect(second.selection.services).toEqual([DEV]);
  });

  it('ignores a draft that is not one', () => {
    const storage = memoryStorage();
    storage.setItem(VALET_DRAFT_KEY, JSON.stringify({ version: 1, index: 99 }));
    const store = createStore().store;
    store.start(storage);
    expect(store.slide).toBe('title');
    storage.setItem(VALET_DRAFT_KEY, '{not json');
    store.start(storage);
    expect(store.selection.title).toBe('');
  });

  it('records valet_page_access_2 with the header click’s meta when there is one', () => {
    const storage = memoryStorage();
    const header = createStore({ valetButtonStyle: 'hire_company' }).root.valet;
    header.rememberReferrer(
      {
        page: '/companies',
        source: 'header',
        link_title: 'Hire a Company',
        contact_details_mode: 'without_phone_and_role',
      },
      storage,
    );
    expect(JSON.parse(storage.map.get(VALET_PAGE_ACCESS_META_KEY) ?? '{}')).toMatchObject({
      source: 'header',
    });

    const { store, analytics } = createStore({ contactDetailsMode: 'without_phone_and_role' });
    store.start(storage);
    store.recordPageAccess('http://localhost/project-submission');
    expect(analytics.events).toEqual([
      {
        name: 'valet_page_access_2',
        props: {
          source: 'header',
          url: 'http://localhost/project-submission',
          form_style: 'without_focuses_step',
          header_link_title: 'Hire a Company',
          contact_details_mode: 'without_phone_and_role',
          referrer_page: '/companies',
        },
      },
    ]);

    const direct = createStore({ valetButtonStyle: 'find_company' });
    direct.store.recordPageAccess('http://localhost/project-submission');
    expect(direct.analytics.events[0]?.props).toMatchObject({
      source: 'direct',
      header_link_title: 'Find a Company',
    });
  });

  it('loads services and, with the focuses step, focuses', async () => {
    let editingCalls = 0;
    const { store } = createStore(
      { valetFormStyle: 'with_focuses_step' },
      {
        listServices: async () => ({
          data: [
            {
              id: 1,
              name: 'Dev',
              slug: 'dev',
              services: [
                { ...DEV, slug: 'dev', companies_count: 1 },
                { ...WEB, slug: 'web', companies_count: 1 },
              ],
            },
          ],
        }),
        getEditingOptions: async () => {
          editingCalls += 1;
          return {
            data: {
              services: [],
              focuses: FOCUSES.map((focus) => ({ ...focus, service_ids: [...focus.service_ids] })),
              industries: [],
              client_types: [],
            },
          };
        },
      },
    );
    await store.loadOptions();
    expect(store.optionsState).toBe('ready');
    expect(store.catalogue.parents).toEqual([DEV]);
    expect(store.catalogue.children).toEqual([WEB]);
    store.selectService(WEB);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['React']);
    await store.loadOptions();
    expect(editingCalls).toBe(1);
  });
});
