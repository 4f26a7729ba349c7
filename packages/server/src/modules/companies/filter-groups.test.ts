import { describe, expect, it } from 'vitest';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_TAB_IDS,
  FILTER_TABS,
  SLIDER_GROUPS,
} from '@atlas/api/filters';
import {
  CHECKBOX_RULES,
  FLAG_RULES,
  groupsCountedIn,
  SLIDER_RULES,
  whereFor,
  type CheckboxRules,
  type FlagRules,
  type GroupRule,
  type OptionIds,
} from './filter-groups';

describe('the filter descriptions', () => {
  it('describe every group and flag of @atlas/api, each with its SQL and its in-memory side', () => {
    expect(Object.keys(CHECKBOX_RULES).sort()).toEqual([...CHECKBOX_GROUPS].sort());
    expect(Object.keys(SLIDER_RULES).sort()).toEqual([...SLIDER_GROUPS].sort());
    expect(Object.keys(FLAG_RULES).sort()).toEqual([...FILTER_FLAGS].sort());
    for (const rule of [
      ...Object.values(CHECKBOX_RULES),
      ...Object.values(SLIDER_RULES),
      ...Object.values(FLAG_RULES),
    ]) {
      expect(typeof rule.sql).toBe('function');
      expect(typeof rule.test).toBe('function');
    }
  });

  it('leave out of each facet tab the groups @atlas/api says it counts', () => {
    for (const tab of FILTER_TAB_IDS) expect(groupsCountedIn(tab)).toEqual(FILTER_TABS[tab]);
  });

  it('give no condition for an empty selection, or for headquarter_only alone', () => {
    expect(whereFor({ groups: {}, flags: {} })).toBeUndefined();
    expect(whereFor({ groups: { services: [] }, flags: { headquarter_only: true } })).toBe(
      undefined,
    );
    expect(whereFor({ groups: { services: [1] }, flags: {} }, ['services'])).toBeUndefined();
  });

  it('do not compile when a group lacks its description, or a description either side', () => {
    const { services } = CHECKBOX_RULES;
    const { verified_companies_only: verified } = FLAG_RULES;
    // @ts-expect-error -- every checkbox group of @atlas/api needs a description
    const partial = { services } satisfies CheckboxRules;
    // @ts-expect-error -- every flag of @atlas/api needs a description
    const partialFlags = { verified_companies_only: verified } satisfies FlagRules;
    // @ts-expect-error -- a description without its in-memory side
    const sqlOnly: GroupRule<OptionIds> = { combine: 'and', sql: services.sql };
    // @ts-expect-error -- a description without its SQL side
    const memoryOnly: GroupRule<OptionIds> = { combine: 'and', test: services.test };
    expect([partial, partialFlags, sqlOnly, memoryOnly]).toHaveLength(4);
  });
});
