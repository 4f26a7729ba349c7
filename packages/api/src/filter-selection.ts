import {
  COMPANY_SIZES,
  HOURLY_RATES,
  PROFILE_SCORE_LEVEL_LABELS,
  PROFILE_SCORE_LEVELS,
  RATING_FILTERS,
  REVIEW_COUNT_FILTERS,
  ratingFilterLabel,
  reviewCountFilterLabel,
} from './option-lists';
import type { FilterQuery, FilterQueryInput } from './filters';

/**
 * The directory's advanced filters (SPEC §3 "Filter groups", §7 "Filter query"): which groups
 * exist, how a selection travels in a query string, and which groups a facet tab leaves out when
 * it counts. Pure, so the app, the server and the tests share one reading of the rules; no zod, so
 * the pages use it without loading zod (the server's query schemas are in `filters.ts`).
 */

export const CHECKBOX_GROUPS = [
  'countries',
  'cities',
  'services',
  'focuses',
  'industries',
  'teamsizes',
  'hourlyrates',
  'profilescores',
  'reviewscount',
  'reviewsaverage',
] as const;
export type CheckboxGroupId = (typeof CHECKBOX_GROUPS)[number];

export const SLIDER_GROUPS = ['foundingyears'] as const;
export type SliderGroupId = (typeof SLIDER_GROUPS)[number];

export const FILTER_GROUPS = [...CHECKBOX_GROUPS, ...SLIDER_GROUPS] as const;
export type FilterGroupId = (typeof FILTER_GROUPS)[number];

/** The 'others' flags of the interface, sent as `flag=1`. */
export const FILTER_FLAGS = [
  'headquarter_only',
  'awarded_companies_only',
  'verified_companies_only',
] as const;
export type FilterFlag = (typeof FILTER_FLAGS)[number];

export const FILTER_TAB_IDS = [
  'countries',
  'services',
  'focuses',
  'industries',
  'teamsizes',
  'hourlyrates',
  'profilescores',
  'foundingyears',
  'reviews',
] as const;
export type FilterTab = (typeof FILTER_TAB_IDS)[number];

/** Whether a value (a tab the interface hands back, say) names one of the facet tabs. */
export function isFilterTab(value: unknown): value is FilterTab {
  return typeof value === 'string' && (FILTER_TAB_IDS as readonly string[]).includes(value);
}

/** Facet tabs: each counts its own groups (a tab may hold two). */
export const FILTER_TABS: Readonly<Record<FilterTab, readonly FilterGroupId[]>> = {
  countries: ['countries', 'cities'],
  services: ['services'],
  focuses: ['focuses'],
  industries: ['industries'],
  teamsizes: ['teamsizes'],
  hourlyrates: ['hourlyrates'],
  profilescores: ['profilescores'],
  foundingyears: ['foundingyears'],
  reviews: ['reviewscount', 'reviewsaverage'],
};

export interface YearRange {
  min: number;
  max: number;
}

/** What a person has chosen: option ids per checkbox group, the year range, and the flags. */
export interface FilterSelection {
  groups: Partial<Record<CheckboxGroupId, number[]>>;
  foundingyears?: YearRange | undefined;
  flags: Partial<Record<FilterFlag, boolean>>;
}

/** A selection as callers may write it: without `flags`, none is on. */
export type FilterSelectionInput = Omit<FilterSelection, 'flags'> & {
  flags?: FilterSelection['flags'] | undefined;
};

export const EMPTY_SELECTION: FilterSelection = { groups: {}, flags: {} };

/** Option ids of the groups whose options are fixed lists rather than database rows. */
export const FIXED_GROUP_OPTIONS = {
  teamsizes: COMPANY_SIZES.map((size) => ({
    option_id: size.id,
    name: size.label,
    slug: String(size.id),
  })),
  hourlyrates: HOURLY_RATES.map((rate) => ({
    option_id: rate.id,
    name: rate.label,
    slug: String(rate.id),
  })),
  // Ranked so that a higher id is a better level: very-poor 1 … excellent 8.
  profilescores: PROFILE_SCORE_LEVELS.map((level, index) => ({
    option_id: PROFILE_SCORE_LEVELS.length - index,
    name: PROFILE_SCORE_LEVEL_LABELS[level],
    slug: level,
  })),
  reviewscount: REVIEW_COUNT_FILTERS.filter((value) => value !== 'all').map((value) => ({
    option_id: value,
    name: reviewCountFilterLabel(value),
    slug: String(value),
  })),
  reviewsaverage: RATING_FILTERS.filter((value) => value !== 'all').map((value) => ({
    option_id: value,
    name: ratingFilterLabel(value),
    slug: String(value),
  })),
} as const;

export function isEmptySelection(selection: FilterSelectionInput): boolean {
  return (
    Object.values(selection.groups).every((ids) => !ids || ids.length === 0) &&
    !selection.foundingyears &&
    !Object.values(selection.flags ?? {}).some(Boolean)
  );
}

/**
 * The query of SPEC §7 for a selection: one array of option ids per group, the slider's range,
 * and the flags. With `tab`, the tab's own groups are left out (so its counts show what choosing
 * another of its options would give); the countries tab also leaves out cities, the reviews tab
 * both review groups. Review groups never send 'all'; `headquarter_only` only goes with a country
 * or city filter.
 */
export function buildFilterQuery(
  selection: FilterSelectionInput,
  tab?: FilterTab,
): FilterQueryInput {
  const excluded = new Set<FilterGroupId>(tab ? FILTER_TABS[tab] : []);
  const query: FilterQueryInput = {};
  for (const group of CHECKBOX_GROUPS) {
    if (excluded.has(group)) continue;
    const ids = selection.groups[group];
    if (ids && ids.length > 0) query[group] = [...new Set(ids)].sort((a, b) => a - b);
  }
  if (selection.foundingyears && !excluded.has('foundingyears')) {
    query['foundingyears[min]'] = selection.foundingyears.min;
    query['foundingyears[max]'] = selection.foundingyears.max;
  }
  const hasLocation = Array.isArray(query.countries) || Array.isArray(query.cities);
  const flags = selection.flags ?? {};
  if (flags.headquarter_only && hasLocation) query.headquarter_only = 1;
  if (flags.awarded_companies_only) query.awarded_companies_only = 1;
  if (flags.verified_companies_only) query.verified_companies_only = 1;
  return query;
}

/** The selection a validated filter query describes. */
export function selectionFromQuery(query: Partial<FilterQuery>): FilterSelection {
  const groups: FilterSelection['groups'] = {};
  for (const group of CHECKBOX_GROUPS) {
    const ids = query[group];
    if (ids && ids.length > 0) groups[group] = ids;
  }
  const min = query['foundingyears[min]'];
  const max = query['foundingyears[max]'];
  return {
    groups,
    foundingyears: min !== undefined && max !== undefined ? { min, max } : undefined,
    flags: {
      headquarter_only: query.headquarter_only ?? false,
      awarded_companies_only: query.awarded_companies_only ?? false,
      verified_companies_only: query.verified_companies_only ?? false,
    },
  };
}
