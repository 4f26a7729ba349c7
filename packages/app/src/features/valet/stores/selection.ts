import {
  VALET_DEFAULT_BUDGET,
  type ProjectStart,
  type ValetBudget,
  type ValetLocation,
} from '@atlas/api/valet';
import type { ProjectStage } from '@atlas/api/options';
import type { ServiceGroupIndex } from '@atlas/api/endpoints/list-services';

/** A service the buyer chose; a child service has the id of its parent (SPEC §3). */
export interface ValetService {
  id: number;
  name: string;
  parent_id: number | null;
}

/** The services the wizard offers: the parents, and the children the services slide shows. */
export interface ServiceCatalogue {
  parents: ValetService[];
  children: ValetService[];
}

/** The services of SPEC §3 out of GET /services: a parent has no parent_id. */
export function serviceCatalogue(groups: readonly ServiceGroupIndex[]): ServiceCatalogue {
  const all = groups.flatMap((group) =>
    group.services.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
  );
  return {
    parents: all.filter((service) => service.parent_id === null),
    children: all.filter((service) => service.parent_id !== null),
  };
}

/** A country or city, with the name the wizard shows. */
export interface ValetPlace extends ValetLocation {
  name: string;
}

export interface ValetFocusOption {
  id: number;
  name: string;
}

/**
 * One group of the focuses slide (SPEC §3 focusGroups): a focus whose services include a chosen
 * service, with the chosen services it applies to (so the slide can say why it is offered).
 */
export interface ValetFocusGroup {
  name: string;
  focusesList: ValetFocusOption[];
  servicesList: { id: number; name: string }[];
}

/** A brief document on its way to (or in) storage; `path` is what the upload answered. */
export interface ValetUpload {
  key: string;
  name: string;
  loaded: boolean;
  path: string | null;
  error: string | null;
}

export interface ValetContactPerson {
  name: string;
  email: string;
  website: string;
  phone: string;
  role: string;
  location: ValetPlace | null;
}

/** SPEC §3 "Project submission (valet) selection": everything the buyer has chosen so far. */
export interface ValetSelection {
  title: string;
  description: string;
  original_description: string;
  voice_recording_path: string | null;
  services: ValetService[];
  focuses: number[];
  locations: ValetPlace[];
  focusGroups: ValetFocusGroup[];
  uploads: ValetUpload[];
  project_stage: ProjectStage | null;
  project_budget: ValetBudget;
  project_start: ProjectStart | null;
  ignore_budget: boolean;
  ignore_location: boolean;
  ignore_focuses: boolean;
  contact_person: ValetContactPerson;
}

export function emptySelection(): ValetSelection {
  return {
    title: '',
    description: '',
    original_description: '',
    voice_recording_path: null,
    services: [],
    focuses: [],
    locations: [],
    focusGroups: [],
    uploads: [],
    project_stage: null,
    project_budget: { ...VALET_DEFAULT_BUDGET },
    project_start: null,
    ignore_budget: false,
    ignore_location: false,
    ignore_focuses: false,
    contact_person: { name: '', email: '', website: '', phone: '', role: '', location: null },
  };
}

/** A focus of the taxonomy with the services it applies to (GET /company-editing/options). */
export interface FocusCatalogueItem {
  id: number;
  name: string;
  service_ids: readonly number[];
}

/**
 * SPEC §4: one group per focus whose services include a chosen service, in the catalogue's order.
 */
export function focusGroupsFor(
  services: readonly ValetService[],
  catalogue: readonly FocusCatalogueItem[],
): ValetFocusGroup[] {
  const groups: ValetFocusGroup[] = [];
  for (const focus of catalogue) {
    const covered = services.filter((service) => focus.service_ids.includes(service.id));
    if (covered.length === 0) continue;
    groups.push({
      name: focus.name,
      focusesList: [{ id: focus.id, name: focus.name }],
      servicesList: covered.map(({ id, name }) => ({ id, name })),
    });
  }
  return groups;
}
