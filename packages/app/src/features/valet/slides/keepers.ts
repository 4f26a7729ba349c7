import type { ValetSlide } from '@atlas/api/valet';
import type { ValetPlace, ValetSelection, ValetService } from '../stores/selection';
import type { SlideFacts, ValetSlideValues } from './steps';

/**
 * How each slide's values go into the draft (the store's `keep` runs them as its form changes).
 * They come with the slides' chunk: the page's first load only reads the draft.
 */
export type SlideKeeper<S extends ValetSlide> = (
  draft: ValetSelection,
  values: ValetSlideValues[S],
  facts: SlideFacts,
) => void;

const place = (item: ValetPlace): ValetPlace => ({ type: item.type, id: item.id, name: item.name });

/**
 * The chosen services after a slide changed its part of them: those still chosen stay where
 * they were, the new ones come last (the order the buyer picked them in).
 */
function chooseServices(
  draft: ValetSelection,
  stays: (service: ValetService) => boolean,
  ids: readonly number[],
  offered: readonly ValetService[],
): ValetService[] {
  const kept = draft.services.filter(stays);
  const added = ids
    .filter((id) => !kept.some((service) => service.id === id))
    .flatMap((id) => offered.filter((service) => service.id === id));
  return [...kept, ...added].map(({ id, name, parent_id }) => ({ id, name, parent_id }));
}

export const SLIDE_KEEPERS: { readonly [S in ValetSlide]: SlideKeeper<S> } = {
  title: (draft, values) => {
    draft.title = values.title;
  },
  description: (draft, values, facts) => {
    draft.description = values.project_description;
    // What the buyer first wrote, before any later edit (SPEC §3 original_description).
    if (!facts.completed.includes('description'))
      draft.original_description = values.project_description;
  },
  // SPEC §4: an area left out takes its services with it.
  'parent-services': (draft, { parents }, facts) => {
    draft.services = chooseServices(
      draft,
      (service) => parents.includes(service.parent_id ?? service.id),
      parents,
      facts.catalogue.parents,
    );
  },
  services: (draft, { services }, facts) => {
    draft.services = chooseServices(
      draft,
      (service) => service.parent_id === null || services.includes(service.id),
      services,
      facts.childOptions,
    );
  },
  focuses: (draft, values) => {
    draft.focuses = [...values.focuses];
    draft.ignore_focuses = values.ignore_focuses;
  },
  locations: (draft, values) => {
    draft.locations = values.locations.map(place);
    draft.ignore_location = values.ignore_location;
  },
  'project-stage': (draft, values) => {
    draft.project_stage = values.project_stage;
  },
  'project-start': (draft, values) => {
    draft.project_start = values.project_start;
  },
  'project-budget': (draft, values) => {
    draft.project_budget = { ...values.project_budget };
    draft.ignore_budget = values.ignore_budget;
  },
  'customer-info': (draft, values) => {
    draft.contact_person = { ...values, location: values.location ? place(values.location) : null };
  },
};
