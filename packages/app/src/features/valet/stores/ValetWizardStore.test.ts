import { describe, expect, it } from 'vitest';
import { VALET_DEFAULT_BUDGET, VALET_MAX_FILES, VALET_SLIDES } from '@atlas/api/valet';
import {
  API,
  createStore,
  DESIGN,
  DEV,
  FOCUSES,
  fillAll,
  MOBILE,
  setBudget,
  setChildren,
  setContact,
  setFocuses,
  setLocations,
  setParents,
  setTitle,
  UX,
  WEB,
} from './wizard.test-utils';

describe('ValetWizardStore navigation (SPEC §4)', () => {
  it('starts on slide 0, not confirmed, not loading, nothing completed, an empty selection', () => {
    const { store } = createStore();
    expect(store.slide).toBe('title');
    expect(store.index).toBe(0);
    expect(store.submission.confirmed).toBe(false);
    expect(store.submission.loading).toBe(false);
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
    setTitle(store, 'Hi');
    expect(store.errors.title).toBeUndefined();
    expect(store.next()).toBe(false);
    expect(store.errors.title).toBe('Write at least 5 characters');
  });

  it('marks a passed slide completed, moves on, and flags the slide change until it is drawn', () => {
    const { store } = createStore();
    setTitle(store, 'A shop for our bakery');
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
    setChildren(store, API); // no focus applies to it
    expect(store.selection.focusGroups).toEqual([]);
    expect(store.focusesSkipped).toBe(true);
    const walked: string[] = [store.slide];
    while (store.next()) walked.push(store.slide);
    expect(walked).not.toContain('focuses');
  });

  it('goes only to completed slides or the first one not done', () => {
    const { store } = createStore();
    setTitle(store, 'A shop for our bakery');
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
    expect(store.submission.confirmed).toBe(true);
    store.reset();
    expect(store.index).toBe(0);
    expect(store.submission.confirmed).toBe(false);
    expect(store.submission.loading).toBe(false);
    expect(store.completed).toEqual([]);
    expect(store.selection.title).toBe('');
    expect(store.selection.services).toEqual([]);
    expect(store.selection.project_budget).toEqual(VALET_DEFAULT_BUDGET);
  });
});

describe('ValetWizardStore services and focuses (SPEC §4, §5)', () => {
  it('adds a selected service, and not twice', () => {
    const { store } = createStore();
    setParents(store, DEV);
    setParents(store, DEV);
    expect(store.selection.services).toEqual([DEV]);
    expect(store.childOptions.map((service) => service.id)).toEqual([21, 22, 23]);
  });

  it('removes the children of a removed parent', () => {
    const { store } = createStore();
    setParents(store, DEV, DESIGN);
    setChildren(store, WEB, MOBILE, UX);
    setParents(store, DESIGN);
    expect(store.selection.services.map((service) => service.id)).toEqual([1, 11]);
  });

  it('keeps one focus group per focus whose services include a chosen service', () => {
    const { store } = createStore({ valetFormStyle: 'with_focuses_step' });
    store.setFocusCatalogue(FOCUSES);
    setParents(store, DEV, DESIGN);
    setChildren(store, WEB, MOBILE, UX);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual([
      'React',
      'iOS',
      'Figma',
    ]);
    expect(store.selection.focusGroups[2]?.servicesList).toEqual([{ id: 11, name: 'UX Design' }]);
    setFocuses(store, [100, 101]);
    expect(store.selection.focuses).toEqual([100, 101]);
    // Removing a child regenerates the groups and drops focuses no longer offered.
    setChildren(store, WEB, UX);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['React', 'Figma']);
    expect(store.selection.focuses).toEqual([100]);
    // Removing a parent takes its children, and their groups, with it.
    setParents(store, DESIGN);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['Figma']);
    expect(store.selection.focuses).toEqual([]);
  });

  it('asks for a parent, then for a child when the parents have children', () => {
    const { store } = createStore();
    expect(store.validate('parent-services').parents).toBe('Pick at least one area');
    setParents(store, DEV);
    expect(store.validate('parent-services')).toEqual({});
    expect(store.validate('services').services).toBe('Pick at least one service');
    setChildren(store, WEB);
    expect(store.validate('services')).toEqual({});
  });
});

describe('ValetWizardStore locations, budget and contact (SPEC §5)', () => {
  it('asks for a place, or none when the location is ignored', () => {
    const { store } = createStore();
    expect(store.validate('locations').locations).toMatch(/at least one/);
    setLocations(store, [
      { type: 'country', id: 5, name: 'Portugal' },
      { type: 'city', id: 77, name: 'Lisbon' },
    ]);
    expect(store.validate('locations')).toEqual({});
    setLocations(store, [], true);
    expect(store.validate('locations')).toEqual({});
  });

  it('checks the budget range unless it is ignored', () => {
    const { store } = createStore();
    expect(store.validate('project-budget')).toEqual({});
    setBudget(store, { min: 50_000, max: 20_000 });
    expect(store.validate('project-budget').project_budget).toBe(
      'The lower end must not be above the upper end',
    );
    setBudget(store, { min: 50_000, max: 20_000 }, true);
    expect(store.validate('project-budget')).toEqual({});
  });

  it('asks for phone and role only in the with_phone_and_role mode', () => {
    const withPhone = createStore({ contactDetailsMode: 'with_phone_and_role' }).store;
    const without = createStore({ contactDetailsMode: 'without_phone_and_role' }).store;
    for (const store of [withPhone, without])
      setContact(store, { name: 'Bea Buyer', email: 'not an address', phone: 'call me' });
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
      store.draft.addUpload(`brief-${index}.pdf`),
    );
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(store.draft.addUpload('one-too-many.pdf')).toBeNull();
    store.draft.uploadLoaded(keys[0] ?? '', 'valet/abc/brief-0.pdf');
    store.draft.uploadFailed(keys[1] ?? '', 'Too large');
    expect(store.validate('description').files).toBe('Wait until the files are uploaded');
    keys.slice(2).forEach((key) => store.draft.removeUpload(key ?? ''));
    expect(store.validate('description').files).toBeUndefined();
    expect(store.payload().files).toEqual(['valet/abc/brief-0.pdf']);
  });
});
