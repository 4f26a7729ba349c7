import {
  CHECKBOX_GROUPS,
  FIXED_GROUP_OPTIONS,
  type CheckboxGroupId,
  type FilterSelection,
} from '@atlas/api/filters';
import type { SelectedFilterOption } from '@atlas/api/endpoints/list-companies';
import { MEMBERSHIP_GROUPS, type MembershipGroup } from './facet-index';

/** Answers the names of some options of a membership group; ids that name nothing are left out. */
export type OptionNames = (
  group: MembershipGroup,
  ids: readonly number[],
) => Promise<ReadonlyMap<number, string>>;

function isMembershipGroup(group: CheckboxGroupId): group is MembershipGroup {
  return MEMBERSHIP_GROUPS.some((candidate) => candidate === group);
}

/**
 * The options a selection uses, named: each once, in the order of CHECKBOX_GROUPS and then by id.
 * `names` answers the names of the membership groups' options; the other groups are fixed lists.
 */
export async function selectedOptionsOf(
  selection: FilterSelection,
  names: OptionNames,
): Promise<SelectedFilterOption[]> {
  const groups = await Promise.all(
    CHECKBOX_GROUPS.map(async (group) => {
      const ids = [...new Set(selection.groups[group] ?? [])].sort((a, b) => a - b);
      if (ids.length === 0) return [];
      const named: ReadonlyMap<number, string> = isMembershipGroup(group)
        ? await names(group, ids)
        : new Map(FIXED_GROUP_OPTIONS[group].map((option) => [option.option_id, option.name]));
      return ids.flatMap((id) => {
        const name = named.get(id);
        return name === undefined ? [] : [{ group, option_id: id, name }];
      });
    }),
  );
  return groups.flat();
}
