import { describe, expect, it } from 'vitest';
import { recordPageAccess } from './page-access';
import { VALET_DRAFT_KEY } from './persistence';
import { VALET_PAGE_ACCESS_META_KEY } from './referrer';
import {
  createStore,
  DEV,
  FOCUSES,
  memoryStorage,
  setDescription,
  setChildren,
  setParents,
  setTitle,
  WEB,
} from './wizard.test-utils';

describe('ValetWizardStore persistence and analytics (SPEC §7)', () => {
  it('keeps the selection in session storage and restores it on start', () => {
    const storage = memoryStorage();
    const first = createStore().store;
    first.start(storage);
    setTitle(first, 'A shop for our bakery');
    first.next();
    setDescription(first, 'Something');
    setParents(first, DEV);
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

    const { store, root, analytics } = createStore({
      contactDetailsMode: 'without_phone_and_role',
    });
    store.start(storage);
    recordPageAccess(root, 'http://localhost/project-submission');
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
    recordPageAccess(direct.root, 'http://localhost/project-submission');
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
    expect(store.options.state).toBe('ready');
    expect(store.catalogue.parents).toEqual([DEV]);
    expect(store.catalogue.children).toEqual([WEB]);
    setParents(store, DEV);
    setChildren(store, WEB);
    expect(store.selection.focusGroups.map((group) => group.name)).toEqual(['React']);
    await store.loadOptions();
    expect(editingCalls).toBe(1);
  });
});
