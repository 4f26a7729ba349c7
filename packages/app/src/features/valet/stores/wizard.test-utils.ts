import { createTestApiClient, type ApiClient } from '@atlas/api/client';
import type { Variants } from '@atlas/api/variants';
import { createRecordingAnalytics } from '../../../shared/analytics/recordingAnalytics';
import { RootStore } from '../../../stores/RootStore';
import { testPublicConfig } from '../../../test/fixtures';
import type { ValetSlide } from '@atlas/api/valet';
import { SLIDE_KEEPERS } from '../slides/keepers';
import type { ValetSlideValues } from '../slides/steps';
import type { FocusCatalogueItem, ValetPlace, ValetService } from './selection';
import type { KeyValueStorage } from './storage';
import { ValetWizardStore } from './ValetWizardStore';

/** The wizard's store tests' services, focuses, storage and wizard, and the slides' answers. */

/** What a slide's form does as the buyer answers: its values go into the draft. */
export function keepIn<S extends ValetSlide>(
  store: ValetWizardStore,
  slide: S,
  values: ValetSlideValues[S],
  changed?: string,
) {
  store.keep(slide, (draft, facts) => SLIDE_KEEPERS[slide](draft, values, facts), changed);
}

export const DESIGN: ValetService = { id: 1, name: 'Design', parent_id: null };
export const DEV: ValetService = { id: 2, name: 'Development', parent_id: null };
export const MARKETING: ValetService = { id: 3, name: 'Marketing', parent_id: null };
export const ADS: ValetService = { id: 4, name: 'Advertising', parent_id: null };
export const WEB: ValetService = { id: 21, name: 'Web Development', parent_id: 2 };
export const MOBILE: ValetService = { id: 22, name: 'Mobile Apps', parent_id: 2 };
export const API: ValetService = { id: 23, name: 'API Development', parent_id: 2 };
export const UX: ValetService = { id: 11, name: 'UX Design', parent_id: 1 };
export const LOGO: ValetService = { id: 12, name: 'Logo Design', parent_id: 1 };
export const SEO: ValetService = { id: 31, name: 'SEO', parent_id: 3 };

export const FOCUSES: FocusCatalogueItem[] = [
  { id: 100, name: 'React', service_ids: [21] },
  { id: 101, name: 'iOS', service_ids: [22] },
  { id: 102, name: 'Figma', service_ids: [11, 12] },
];

export function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function createStore(variants: Partial<Variants> = {}, api: Partial<ApiClient> = {}) {
  const root = new RootStore(testPublicConfig, createTestApiClient(api));
  root.variants = { ...root.variants, ...variants };
  const analytics = createRecordingAnalytics();
  let now = Date.UTC(2026, 10, 24, 20, 0, 0);
  root.valet.configure({ analytics, now: () => now });
  const store = root.valet.wizardOr(() => new ValetWizardStore(root));
  store.options.setCatalogue([
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

export type Wizard = ReturnType<typeof createStore>['store'];

// What the slides' forms keep in the draft as the buyer picks (../slides/steps.ts).
export const setTitle = (store: Wizard, title: string) =>
  keepIn(store, 'title', { title }, 'title');
export const setDescription = (store: Wizard, text: string) =>
  keepIn(store, 'description', { project_description: text });
export const setParents = (store: Wizard, ...parents: ValetService[]) =>
  keepIn(store, 'parent-services', { parents: parents.map((service) => service.id) });
export const setChildren = (store: Wizard, ...children: ValetService[]) =>
  keepIn(store, 'services', { services: children.map((service) => service.id) });
export const setFocuses = (store: Wizard, focuses: number[]) =>
  keepIn(store, 'focuses', { focuses, ignore_focuses: false });
export const setLocations = (store: Wizard, locations: ValetPlace[], ignore_location = false) =>
  keepIn(store, 'locations', { locations, ignore_location });
export const setBudget = (
  store: Wizard,
  project_budget: { min: number; max: number },
  ignore = false,
) => keepIn(store, 'project-budget', { project_budget, ignore_budget: ignore });
export const setContact = (store: Wizard, contact: Partial<ValetSlideValues['customer-info']>) =>
  keepIn(store, 'customer-info', { ...store.slideValues('customer-info'), ...contact });

/** Fills every slide's data, so the walk can go from title to customer info. */
export function fillAll(store: Wizard) {
  setTitle(store, 'A shop for our bakery');
  setDescription(store, 'We need an online shop for our bakery with delivery slots and payments.');
  setParents(store, DEV);
  setChildren(store, WEB);
  setLocations(store, [{ type: 'country', id: 5, name: 'Portugal' }]);
  keepIn(store, 'project-stage', { project_stage: 'first-talks' });
  keepIn(store, 'project-start', { project_start: 'within-1-month' });
  setContact(store, {
    name: 'Bea Buyer',
    email: 'bea@example.test',
    website: 'https://bakery.test',
    phone: '+351 123 456',
    role: 'Founder / CEO',
    location: { type: 'city', id: 77, name: 'Lisbon' },
  });
}
