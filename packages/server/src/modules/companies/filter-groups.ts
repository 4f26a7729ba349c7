/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in per-row tests:
   every index is in bounds by construction, and `?? 0` on each read would cost time. */
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  CHECKBOX_GROUPS,
  FILTER_FLAGS,
  FILTER_GROUPS,
  FILTER_TABS,
  SLIDER_GROUPS,
  type CheckboxGroupId,
  type FilterFlag,
  type FilterGroupId,
  type FilterSelection,
  type FilterTab,
  type SliderGroupId,
  type YearRange,
} from '@atlas/api/filters';
import { intArrayLiteral } from '../../db/bulk';
import { companySearch } from '../../db/schema';
import type { FacetIndex } from './facet-index';
import {
  maskOf,
  maxOf,
  NULL_INT,
  overlaps,
  type CsrColumn,
  type IntArray,
  type RowTest,
} from './index-columns';

/**
 * Every filter of the directory (SPEC §3 "Filter groups"), described once: its column in
 * company_search and in the facet index, its kind, how it combines with the others and which facet
 * tab counts it. The listing's SQL (`whereFor`) and the facet index's row tests (`rowTestsFor`)
 * are both derived from these descriptions, so they cannot disagree, and a group of @atlas/api
 * without a description, or a description without either side, does not compile.
 */

/** What a condition may depend on besides its own value. */
export interface FilterContext {
  /** headquarter_only: the place groups look at the headquarters alone. */
  headquarterOnly: boolean;
}

/**
 * How a condition joins the others. 'and': with every other condition. 'place': first OR-ed with
 * the other place groups' conditions (a company in any chosen country or any chosen city), that
 * disjunction then AND-ed with the rest.
 */
export type Combine = 'and' | 'place';

/** A filter's rule, on both sides. `undefined` on a side: no condition (a modifier). */
export interface FilterRule<Value> {
  combine: Combine;
  /** The condition on company_search. */
  sql(value: Value, context: FilterContext): SQL | undefined;
  /** The same condition on row i of the facet index. */
  test(index: FacetIndex, value: Value, context: FilterContext): RowTest | undefined;
}

/**
 * A filter group's rule. Which facet tab counts the group (leaving the group's own condition out,
 * so the counts say what choosing another option would give) is @atlas/api's FILTER_TABS.
 */
export type GroupRule<Value> = FilterRule<Value>;

/** The chosen option ids of a checkbox group (never empty when a rule sees them). */
export type OptionIds = readonly number[];

export type CheckboxRules = Readonly<Record<CheckboxGroupId, GroupRule<OptionIds>>>;
export type SliderRules = Readonly<Record<SliderGroupId, GroupRule<YearRange>>>;
/** A flag is on (`true`) when its rule applies. */
export type FlagRules = Readonly<Record<FilterFlag, FilterRule<true>>>;

type IdType = 'int2' | 'int4';

/** The ids as one array parameter of the column's integer type. */
const idArray = (ids: OptionIds, type: IdType) =>
  type === 'int2' ? sql`${intArrayLiteral(ids)}::int2[]` : sql`${intArrayLiteral(ids)}::int4[]`;

/** Scalar id in the list (`column = ANY(ids)`); a null never matches. */
function scalarIn(column: AnyColumn, ids: OptionIds, type: IdType): SQL {
  return sql`${column} = ANY(${idArray(ids, type)})`;
}

function scalarInTest(column: IntArray, ids: OptionIds): RowTest {
  // NULL_INT is negative, so never in the mask: a null never matches, as `NULL = ANY(…)` does not.
  const mask = maskOf(ids, maxOf(column));
  return (i) => mask[column[i]!] === 1;
}

/** Any of the ids in an array column (`column && ids`). */
function overlapSql(column: AnyColumn, ids: OptionIds, type: IdType): SQL {
  return sql`${column} && ${idArray(ids, type)}`;
}

function overlapTest(column: CsrColumn, ids: OptionIds): RowTest {
  const mask = maskOf(ids, column.maxValue);
  return (i) => overlaps(column, mask, i);
}

/** An int2[] column holding any of the chosen ids. */
function anyOf(column: AnyColumn, inIndex: (index: FacetIndex) => CsrColumn): GroupRule<OptionIds> {
  return {
    combine: 'and',
    sql: (ids) => overlapSql(column, ids, 'int2'),
    test: (index, ids) => overlapTest(inIndex(index), ids),
  };
}

/**
 * A place: any of the chosen ids among the company's places (an array column), or, under
 * headquarter_only, its headquarters' (a scalar column). OR-ed with the other place groups.
 */
function place(
  type: IdType,
  anywhere: { column: AnyColumn; inIndex: (index: FacetIndex) => CsrColumn },
  headquarters: { column: AnyColumn; inIndex: (index: FacetIndex) => IntArray },
): GroupRule<OptionIds> {
  return {
    combine: 'place',
    sql: (ids, { headquarterOnly }) =>
      headquarterOnly
        ? scalarIn(headquarters.column, ids, type)
        : overlapSql(anywhere.column, ids, type),
    test: (index, ids, { headquarterOnly }) =>
      headquarterOnly
        ? scalarInTest(headquarters.inIndex(index), ids)
        : overlapTest(anywhere.inIndex(index), ids),
  };
}

/** A scalar column equal to any of the chosen ids. */
function oneOf(column: AnyColumn, inIndex: (index: FacetIndex) => IntArray): GroupRule<OptionIds> {
  return {
    combine: 'and',
    sql: (ids) => scalarIn(column, ids, 'int4'),
    test: (index, ids) => scalarInTest(inIndex(index), ids),
  };
}

/** A numeric column at or above the lowest chosen threshold; a null never matches. */
function atLeastLowest(
  column: AnyColumn,
  inIndex: (index: FacetIndex) => Int32Array | Float32Array,
): GroupRule<OptionIds> {
  return {
    combine: 'and',
    sql: (thresholds) => sql`${column} >= ${Math.min(...thresholds)}`,
    test: (index, thresholds) => {
      const threshold = Math.min(...thresholds);
      const values = inIndex(index);
      return (i) => values[i]! >= threshold; // NaN (no rating) is never >=
    },
  };
}

/** A year column within the range, both ends included; a null never matches. */
function between(
  column: AnyColumn,
  inIndex: (index: FacetIndex) => Int16Array,
): GroupRule<YearRange> {
  return {
    combine: 'and',
    sql: ({ min, max }) => sql`${column} BETWEEN ${min} AND ${max}`,
    test: (index, { min, max }) => {
      const values = inIndex(index);
      return (i) => values[i] !== NULL_INT && values[i]! >= min && values[i]! <= max;
    },
  };
}

/** A boolean column that must be true. */
function isTrue(column: AnyColumn, inIndex: (index: FacetIndex) => Uint8Array): FilterRule<true> {
  return {
    combine: 'and',
    sql: () => sql`${column}`,
    test: (index) => {
      const values = inIndex(index);
      return (i) => values[i] === 1;
    },
  };
}

/** A flag with no condition of its own: it changes how other rules read (see FilterContext). */
const modifier: FilterRule<true> = {
  combine: 'and',
  sql: () => undefined,
  test: () => undefined,
};

export const CHECKBOX_RULES = {
  countries: place(
    'int2',
    { column: companySearch.countryIds, inIndex: (index) => index.membership.countries },
    { column: companySearch.hqCountryId, inIndex: (index) => index.hqCountryId },
  ),
  cities: place(
    'int4',
    { column: companySearch.cityIds, inIndex: (index) => index.membership.cities },
    { column: companySearch.hqCityId, inIndex: (index) => index.hqCityId },
  ),
  services: anyOf(companySearch.serviceIds, (index) => index.membership.services),
  focuses: anyOf(companySearch.focusIds, (index) => index.membership.focuses),
  industries: anyOf(companySearch.industryIds, (index) => index.membership.industries),
  teamsizes: oneOf(companySearch.companySize, (index) => index.companySize),
  hourlyrates: oneOf(companySearch.hourlyRate, (index) => index.hourlyRate),
  profilescores: oneOf(companySearch.scoreLevelRank, (index) => index.scoreLevelRank),
  reviewscount: atLeastLowest(companySearch.reviewCount, (index) => index.reviewCount),
  reviewsaverage: atLeastLowest(companySearch.rating, (index) => index.rating),
} satisfies CheckboxRules;

export const SLIDER_RULES = {
  foundingyears: between(companySearch.foundedYear, (index) => index.foundedYear),
} satisfies SliderRules;

export const FLAG_RULES = {
  // Makes the place groups (countries, cities) look at the headquarters alone.
  headquarter_only: modifier,
  awarded_companies_only: isTrue(companySearch.awarded, (index) => index.awarded),
  verified_companies_only: isTrue(companySearch.verified, (index) => index.verified),
} satisfies FlagRules;

/** The groups a facet tab counts, and so leaves out of its own filter (in FILTER_GROUPS order). */
export function groupsCountedIn(tab: FilterTab): FilterGroupId[] {
  const counted: readonly FilterGroupId[] = FILTER_TABS[tab];
  return FILTER_GROUPS.filter((group) => counted.includes(group));
}

/** A side of the rules: the condition one rule gives for one value, if any. */
type Side<Condition> = <Value>(rule: FilterRule<Value>, value: Value) => Condition | undefined;

/**
 * The conditions of a selection on one side, in a fixed order (checkbox groups, sliders, flags):
 * the groups in `without` are left out, and the place groups' conditions are joined by `either`
 * into one, where the first of them stood.
 */
function conditionsOf<Condition>(
  selection: FilterSelection,
  without: readonly FilterGroupId[],
  side: Side<Condition>,
  either: (conditions: Condition[]) => Condition,
): Condition[] {
  const skip = new Set(without);
  const parts: { combine: Combine; condition: Condition }[] = [];
  const add = <Value>(rule: FilterRule<Value>, value: Value) => {
    const condition = side(rule, value);
    if (condition !== undefined) parts.push({ combine: rule.combine, condition });
  };
  for (const group of CHECKBOX_GROUPS) {
    const ids = selection.groups[group];
    if (!skip.has(group) && ids && ids.length > 0) add(CHECKBOX_RULES[group], ids);
  }
  for (const group of SLIDER_GROUPS) {
    const range = selection[group];
    if (!skip.has(group) && range) add(SLIDER_RULES[group], range);
  }
  for (const flag of FILTER_FLAGS) {
    if (selection.flags[flag]) add(FLAG_RULES[flag], true);
  }
  const places = parts.filter((part) => part.combine === 'place').map((part) => part.condition);
  const conditions: Condition[] = [];
  let placesAdded = false;
  for (const part of parts) {
    if (part.combine === 'and') conditions.push(part.condition);
    else if (!placesAdded) {
      conditions.push(either(places));
      placesAdded = true;
    }
  }
  return conditions;
}

const contextOf = (selection: FilterSelection): FilterContext => ({
  headquarterOnly: Boolean(selection.flags.headquarter_only),
});

/**
 * The WHERE of a filter selection on company_search: any of the chosen options within a group,
 * every group at once. Groups in `without` are left out (a facet tab counting its own options).
 */
export function whereFor(
  selection: FilterSelection,
  without: readonly FilterGroupId[] = [],
): SQL | undefined {
  const context = contextOf(selection);
  const conditions = conditionsOf<SQL>(
    selection,
    without,
    (rule, value) => rule.sql(value, context),
    (places) => sql`(${sql.join(places, sql` OR `)})`,
  );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The tests of whereFor(selection, without) on the facet index, one per condition, in order. */
export function rowTestsFor(
  index: FacetIndex,
  selection: FilterSelection,
  without: readonly FilterGroupId[] = [],
): RowTest[] {
  const context = contextOf(selection);
  return conditionsOf<RowTest>(
    selection,
    without,
    (rule, value) => rule.test(index, value, context),
    (places) => places.reduce((either, next) => (i) => either(i) || next(i)),
  );
}
