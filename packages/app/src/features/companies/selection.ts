import type { ListingContext } from '@atlas/api/endpoints/resolve-listing';
import { CHECKBOX_GROUPS, type FilterSelection } from '@atlas/api/filter-selection';

/** The filters the page's own path sets: its service, and its city or country. */
export function ownSelection(context: ListingContext): FilterSelection {
  const groups: FilterSelection['groups'] = {};
  if (context.service) groups.services = [context.service.id];
  if (context.city) groups.cities = [context.city.id];
  else if (context.country) groups.countries = [context.country.id];
  return { groups, flags: {} };
}

/** The page's own filters with the chosen ones: what the listing (and its count) asks for. */
export function merge(own: FilterSelection, extra: FilterSelection): FilterSelection {
  const groups: FilterSelection['groups'] = {};
  for (const group of CHECKBOX_GROUPS) {
    const ids = [...new Set([...(own.groups[group] ?? []), ...(extra.groups[group] ?? [])])];
    if (ids.length > 0) groups[group] = ids;
  }
  return { groups, foundingyears: extra.foundingyears, flags: extra.flags };
}
