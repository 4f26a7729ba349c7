import type { z } from 'zod';
import type { ProjectStage } from '@atlas/api/options';
import { VALET_STEP_SCHEMAS } from '@atlas/api/valet-steps';
import {
  VALET_SLIDES,
  type ProjectStart,
  type ValetBudget,
  type ValetSlide,
} from '@atlas/api/valet';
import type {
  ServiceCatalogue,
  ValetContactPerson,
  ValetPlace,
  ValetSelection,
  ValetService,
} from '../stores/selection';

/**
 * Each slide's part of the draft: the values its form holds and the facts its check needs besides
 * (how the values go back into the draft: ./keepers.ts). The rules are the slides' schemas in
 * @atlas/api/valet-steps; the store checks the draft with them before it sends the project, and
 * each slide's form checks its values with them before the buyer moves on. No React here: the
 * store (in the page's first load) uses it too.
 */

/** A slide's messages, by the name of the field each belongs to. */
export type SlideMessages = Readonly<Partial<Record<string, string>>>;

/** What the wizard knows besides a slide's values (the store is one). */
export interface SlideFacts {
  readonly catalogue: ServiceCatalogue;
  /** The services the chosen areas offer. */
  readonly childOptions: readonly ValetService[];
  readonly asksPhoneAndRole: boolean;
  readonly completed: readonly ValetSlide[];
}

/**
 * What each slide's form holds. The optional keys are not typed on the slide but checked with it
 * (filled in from the draft and the facts), so their messages have a field to go under.
 */
export interface ValetSlideValues {
  title: { title: string };
  description: { project_description: string; files?: undefined };
  'parent-services': { parents: number[] };
  services: { services: number[]; offered?: undefined };
  focuses: { focuses: number[]; ignore_focuses: boolean };
  locations: { locations: ValetPlace[]; ignore_location: boolean };
  'project-stage': { project_stage: ProjectStage | null };
  'project-start': { project_start: ProjectStart | null };
  'project-budget': { project_budget: ValetBudget; ignore_budget: boolean };
  'customer-info': ValetContactPerson;
}

interface SlideStep<S extends ValetSlide> {
  /** The names its messages go under. */
  fields: readonly (keyof ValetSlideValues[S] & string)[];
  /**
   * The slide's values out of the draft (read, never written: the slide's form starts from a copy
   * of them, and ./keepers.ts puts its values back).
   */
  values(draft: ValetSelection): ValetSlideValues[S];
  /** What the slide's schema checks: the values, with what the wizard knows besides. */
  input?(values: ValetSlideValues[S], draft: ValetSelection, facts: SlideFacts): object;
}

export const VALET_STEPS: { readonly [S in ValetSlide]: SlideStep<S> } = {
  title: { fields: ['title'], values: ({ title }) => ({ title }) },
  description: {
    fields: ['project_description', 'files'],
    values: (draft) => ({ project_description: draft.description }),
    input: (values, draft) => ({ ...values, files: draft.uploads }),
  },
  'parent-services': {
    fields: ['parents'],
    values: (draft) => ({
      parents: draft.services.filter((s) => s.parent_id === null).map((s) => s.id),
    }),
  },
  services: {
    fields: ['services'],
    values: (draft) => ({
      services: draft.services.filter((s) => s.parent_id !== null).map((s) => s.id),
    }),
    input: (values, _draft, facts) => ({ ...values, offered: facts.childOptions.length }),
  },
  focuses: {
    fields: ['focuses'],
    values: ({ focuses, ignore_focuses }) => ({ focuses, ignore_focuses }),
  },
  locations: {
    fields: ['locations'],
    values: ({ locations, ignore_location }) => ({ locations, ignore_location }),
  },
  'project-stage': {
    fields: ['project_stage'],
    values: ({ project_stage }) => ({ project_stage }),
  },
  'project-start': {
    fields: ['project_start'],
    values: ({ project_start }) => ({ project_start }),
  },
  'project-budget': {
    fields: ['project_budget'],
    values: ({ project_budget, ignore_budget }) => ({ project_budget, ignore_budget }),
  },
  'customer-info': {
    fields: ['name', 'email', 'website', 'phone', 'role', 'location'],
    values: (draft) => draft.contact_person,
    input: (values, _draft, facts) => ({
      ...values,
      website: values.website.trim(),
      asks_phone_and_role: facts.asksPhoneAndRole,
    }),
  },
};

/** The slide's values checked with its schema: the first message of each field that fails. */
export function checkSlide<S extends ValetSlide>(
  slide: S,
  values: ValetSlideValues[S],
  draft: ValetSelection,
  facts: SlideFacts,
): SlideMessages {
  const step: SlideStep<S> = VALET_STEPS[slide];
  const schema: z.ZodType = VALET_STEP_SCHEMAS[slide];
  const result = schema.safeParse(step.input ? step.input(values, draft, facts) : values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string') messages[field] ??= issue.message;
  }
  return messages;
}

/** The payload's names of what a slide asks for under another name. */
const SLIDE_FIELD_OF: Readonly<Partial<Record<string, string>>> = {
  services: 'parents',
  countries: 'locations',
  cities: 'locations',
  company_country: 'location',
  company_city: 'location',
};

/** The slide that asks for `field` (the captcha is on the last one). */
function slideAsking(field: string): ValetSlide | undefined {
  if (field === 'captcha') return 'customer-info';
  return VALET_SLIDES.find((slide) => VALET_STEPS[slide].fields.some((name) => name === field));
}

/**
 * The server's field messages on the first slide they concern (the slides' order), or null when
 * none names a field the wizard asks for.
 */
export function placeServerMessages(
  issues: readonly { field: string; message: string }[],
): { slide: ValetSlide; messages: SlideMessages } | null {
  const placed = issues.flatMap((issue) => {
    const name = issue.field.split('.')[0] ?? '';
    const field = SLIDE_FIELD_OF[name] ?? name;
    const slide = slideAsking(field);
    return slide ? [{ slide, field, message: issue.message }] : [];
  });
  const slide = VALET_SLIDES.find((walked) => placed.some((item) => item.slide === walked));
  if (!slide) return null;
  return {
    slide,
    messages: Object.fromEntries(
      placed.filter((item) => item.slide === slide).map((item) => [item.field, item.message]),
    ),
  };
}
