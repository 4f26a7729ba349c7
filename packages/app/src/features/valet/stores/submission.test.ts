import { describe, expect, it } from 'vitest';
import { ApiError } from '@atlas/api/http';
import { ValetSubmissionBodySchema } from '@atlas/api/valet';
import {
  createStore,
  FOCUSES,
  fillAll,
  setBudget,
  setContact,
  setDescription,
  setFocuses,
  setLocations,
  setTitle,
} from './wizard.test-utils';

describe('ValetWizardStore payload and submission (SPEC §3)', () => {
  it('builds exactly the SPEC §3 payload, which the server schema accepts', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    fillAll(store);
    setLocations(store, [
      { type: 'country', id: 5, name: 'Portugal' },
      { type: 'city', id: 78, name: 'Porto' },
    ]);
    setFocuses(store, [100]);
    const key = store.draft.addUpload('brief.pdf') ?? '';
    store.draft.uploadLoaded(key, 'valet/x/brief.pdf');
    store.draft.setVoiceRecording('valet/x/voice.webm');
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
      idempotency_key: store.submission.idempotencyKey,
    });
    expect(ValetSubmissionBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves countries and cities empty when the location is ignored, and the budget null', () => {
    const { store } = createStore();
    fillAll(store);
    setLocations(store, store.selection.locations, true);
    setBudget(store, store.selection.project_budget, true);
    setContact(store, { location: { type: 'country', id: 5, name: 'Portugal' } });
    const body = store.payload();
    expect(body.countries).toEqual([]);
    expect(body.cities).toEqual([]);
    expect(body.project_budget).toBeNull();
    expect(body.company_country).toBe(5);
    expect(body.company_city).toBeUndefined();
  });

  it('keeps what the buyer first wrote as the original description', () => {
    const { store } = createStore();
    setTitle(store, 'A shop for our bakery');
    store.next();
    setDescription(store, 'First words of a description that is long enough to pass the check.');
    store.next();
    store.back();
    setDescription(store, 'Edited words of a description that is long enough to pass the check.');
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
    expect(store.submission.submitError).toBe('Service unavailable');
    expect(store.submission.confirmed).toBe(false);
    expect(store.submission.captcha).toBe('');
    store.setCaptcha('pow:b');
    tick(5_000);
    let release: (value: { id: string }) => void = () => undefined;
    const sending = store.submit((body) => {
      sent.push(body.idempotency_key);
      return new Promise<{ id: string }>((resolve) => (release = resolve));
    });
    // While it is on its way the wizard is loading, and a second click sends nothing.
    expect(store.submission.loading).toBe(true);
    expect(await store.submit(async () => ({ id: 'twice' }))).toBeNull();
    release({ id: 'p1' });
    const answer = await sending;
    expect(store.submission.loading).toBe(false);
    expect(answer).toEqual({ id: 'p1' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
    expect(store.submission.confirmed).toBe(true);
    expect(store.submission.submittedAt).toBe(Date.UTC(2026, 10, 24, 20, 0, 5));
    expect(store.submission.idempotencyKey).toBeNull();
  });

  it('sends the buyer back to the first slide that fails before submitting', async () => {
    const { store } = createStore();
    fillAll(store);
    while (store.next()) {
      /* to the end */
    }
    setTitle(store, '');
    store.setCaptcha('pow:a');
    let calls = 0;
    await store.submit(async () => (calls += 1));
    expect(calls).toBe(0);
    expect(store.slide).toBe('title');
    expect(store.errors.title).toBeDefined();
  });

  it('puts the server’s messages on the first slide they concern, or above the form', async () => {
    const { store } = createStore();
    fillAll(store);
    while (store.next()) {
      /* to the end */
    }
    store.setCaptcha('pow:a');
    const refused = await store.submit(async () => {
      throw new ApiError(400, 'project_start: Pick when the project should start', [
        { field: 'project_start', message: 'Pick when the project should start' },
        { field: 'cities.0', message: 'Pick a city from the list' },
        { field: 'services', message: 'Pick a service from the list' },
      ]);
    });
    expect(refused).toBeNull();
    expect(store.slide).toBe('parent-services');
    expect(store.errors).toEqual({ parents: 'Pick a service from the list' });
    expect(store.submission.submitError).toBeNull();

    while (store.next()) {
      /* to the end again */
    }
    store.setCaptcha('pow:b');
    await store.submit(async () => {
      throw new ApiError(400, 'misc_meta: not allowed', [
        { field: 'misc_meta', message: 'not allowed' },
      ]);
    });
    expect(store.slide).toBe('customer-info');
    expect(store.submission.submitError).toBe('misc_meta: not allowed');
  });
});
