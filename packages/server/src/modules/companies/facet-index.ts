/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in the counting
   loops: every index is in bounds by construction, and `?? 0` on each read would cost time. */
import { asc, gt } from 'drizzle-orm';
import {
  FIXED_GROUP_OPTIONS,
  type FilterGroupId,
  type FilterSelection,
  type FilterTab,
} from '@atlas/api/filters';
import type { FilterGroup, FilterOption } from '@atlas/api/endpoints/get-advanced-filters';
import type { AppDatabase } from '../../db/client';
import { cities, companySearch, countries, focuses, industries, services } from '../../db/schema';
import { groupsCountedIn, rowTestsFor } from './filter-groups';
import { maxOf, NULL_INT, type CsrColumn, type IntArray } from './index-columns';

/**
 * A columnar snapshot of company_search in typed arrays, enough to answer every facet count
 * (SPEC §7) without the database: row i of every column is one company. Array columns are CSR
 * (values of row i are values[offsets[i] … offsets[i + 1]]). Built by loadFacetIndex, read by
 * countTabFromIndex, which applies the filters by the row tests of filter-groups.ts, the rules the
 * listing's SQL (whereFor) is derived from too.
 */

export const MEMBERSHIP_GROUPS = [
  'countries',
  'cities',
  'services',
  'focuses',
  'industries',
] as const;
export type MembershipGroup = (typeof MEMBERSHIP_GROUPS)[number];

export interface IndexedOption {
  name: string;
  slug: string;
  /** Position in the database's own ORDER BY name (its collation), for ties on the count. */
  rank: number;
}

export interface FacetIndex {
  /** Number of companies. */
  size: number;
  companyIds: Int32Array;
  membership: Record<MembershipGroup, CsrColumn>;
  hqCountryId: Int16Array;
  hqCityId: Int32Array;
  companySize: Int16Array;
  /** NULL_INT for "Undisclosed". */
  hourlyRate: Int16Array;
  scoreLevelRank: Int16Array;
  /** NULL_INT when unknown. */
  foundedYear: Int16Array;
  reviewCount: Int32Array;
  /** NaN without reviews. */
  rating: Float32Array;
  verified: Uint8Array;
  awarded: Uint8Array;
  /** The option rows of each membership group, by id. */
  options: Record<MembershipGroup, ReadonlyMap<number, IndexedOption>>;
  /** Bytes held by the typed arrays (the option maps are not counted). */
  bytes: number;
}

/** A typed array that doubles its capacity as values are pushed. */
class Growable<T extends IntArray | Float32Array | Uint8Array> {
  length = 0;
  constructor(
    private array: T,
    private readonly make: (capacity: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = this.make(Math.max(1024, this.array.length * 2));
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
  /** A copy of exactly the pushed values. */
  done(): T {
    return this.array.slice(0, this.length) as T;
  }
}

const int16 = () => new Growable(new Int16Array(0), (n) => new Int16Array(n));
const int32 = () => new Growable(new Int32Array(0), (n) => new Int32Array(n));

class CsrBuilder {
  private readonly offsets = int32();
  private maxValue = -1;
  constructor(private readonly values: Growable<IntArray>) {
    this.offsets.push(0);
  }
  push(row: readonly number[]): void {
    for (const value of row) {
      this.values.push(value);
      if (value > this.maxValue) this.maxValue = value;
    }
    this.offsets.push(this.values.length);
  }
  done(): CsrColumn {
    return { offsets: this.offsets.done(), values: this.values.done(), maxValue: this.maxValue };
  }
}

export interface LoadFacetIndexOptions {
  /** Rows per query (default 20,000). */
  batchSize?: number;
}

/**
 * Reads company_search in batches by company_id (never every row at once) into a FacetIndex, and
 * the option tables of the membership groups. Not one snapshot: a company changed during the load
 * is read as it was before or after the change.
 */
export async function loadFacetIndex(
  db: AppDatabase,
  options: LoadFacetIndexOptions = {},
): Promise<FacetIndex> {
  const batchSize = options.batchSize ?? 20_000;
  const companyIds = int32();
  const membership = {
    countries: new CsrBuilder(int16()),
    cities: new CsrBuilder(int32()),
    services: new CsrBuilder(int16()),
    focuses: new CsrBuilder(int16()),
    industries: new CsrBuilder(int16()),
  };
  const hqCountryId = int16();
  const hqCityId = int32();
  const companySize = int16();
  const hourlyRate = int16();
  const scoreLevelRank = int16();
  const foundedYear = int16();
  const reviewCount = int32();
  const rating = new Growable(new Float32Array(0), (n) => new Float32Array(n));
  const verified = new Growable(new Uint8Array(0), (n) => new Uint8Array(n));
  const awarded = new Growable(new Uint8Array(0), (n) => new Uint8Array(n));

  let last: number | undefined;
  for (;;) {
    const rows = await db
      .select({
        companyId: companySearch.companyId,
        hqCountryId: companySearch.hqCountryId,
        hqCityId: companySearch.hqCityId,
        countryIds: companySearch.countryIds,
        cityIds: companySearch.cityIds,
        serviceIds: companySearch.serviceIds,
        focusIds: companySearch.focusIds,
        industryIds: companySearch.industryIds,
        companySize: companySearch.companySize,
        hourlyRate: companySearch.hourlyRate,
        scoreLevelRank: companySearch.scoreLevelRank,
        foundedYear: companySearch.foundedYear,
        reviewCount: companySearch.reviewCount,
        rating: companySearch.rating,
        verified: companySearch.verified,
        awarded: companySearch.awarded,
      })
      .from(companySearch)
      .where(last === undefined ? undefined : gt(companySearch.companyId, last))
      .orderBy(asc(companySearch.companyId))
      .limit(batchSize);
    for (const row of rows) {
      companyIds.push(row.companyId);
      hqCountryId.push(row.hqCountryId);
      hqCityId.push(row.hqCityId);
      membership.countries.push(row.countryIds);
      membership.cities.push(row.cityIds);
      membership.services.push(row.serviceIds);
      membership.focuses.push(row.focusIds);
      membership.industries.push(row.industryIds);
      companySize.push(row.companySize);
      hourlyRate.push(row.hourlyRate ?? NULL_INT);
      scoreLevelRank.push(row.scoreLevelRank);
      foundedYear.push(row.foundedYear ?? NULL_INT);
      reviewCount.push(row.reviewCount);
      rating.push(row.rating ?? Number.NaN);
      verified.push(row.verified ? 1 : 0);
      awarded.push(row.awarded ? 1 : 0);
    }
    if (rows.length < batchSize) break;
    last = rows[rows.length - 1]?.companyId;
  }

  const tables = { countries, cities, services, focuses, industries };
  const optionEntries = await Promise.all(
    MEMBERSHIP_GROUPS.map(async (group) => {
      const table = tables[group];
      const rows = await db
        .select({ id: table.id, name: table.name, slug: table.slug })
        .from(table)
        .orderBy(asc(table.name), asc(table.id));
      const byId = new Map<number, IndexedOption>(
        rows.map((row, rank) => [row.id, { name: row.name, slug: row.slug, rank }]),
      );
      return [group, byId] as const;
    }),
  );

  const index: Omit<FacetIndex, 'bytes'> = {
    size: companyIds.length,
    companyIds: companyIds.done(),
    membership: {
      countries: membership.countries.done(),
      cities: membership.cities.done(),
      services: membership.services.done(),
      focuses: membership.focuses.done(),
      industries: membership.industries.done(),
    },
    hqCountryId: hqCountryId.done(),
    hqCityId: hqCityId.done(),
    companySize: companySize.done(),
    hourlyRate: hourlyRate.done(),
    scoreLevelRank: scoreLevelRank.done(),
    foundedYear: foundedYear.done(),
    reviewCount: reviewCount.done(),
    rating: rating.done(),
    verified: verified.done(),
    awarded: awarded.done(),
    options: Object.fromEntries(optionEntries) as unknown as FacetIndex['options'],
  };
  const columns = [
    index.companyIds,
    index.hqCountryId,
    index.hqCityId,
    index.companySize,
    index.hourlyRate,
    index.scoreLevelRank,
    index.foundedYear,
    index.reviewCount,
    index.rating,
    index.verified,
    index.awarded,
    ...MEMBERSHIP_GROUPS.flatMap((group) => [
      index.membership[group].offsets,
      index.membership[group].values,
    ]),
  ];
  return { ...index, bytes: columns.reduce((sum, column) => sum + column.byteLength, 0) };
}

interface Scratch {
  /** 0 … size - 1: every row. */
  all: Int32Array;
  /** Two buffers the tests narrow the rows into, in turn (a count runs synchronously). */
  buffers: [Int32Array, Int32Array];
}
const scratches = new WeakMap<FacetIndex, Scratch>();

function scratchOf(index: FacetIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const all = new Int32Array(index.size);
    for (let i = 0; i < index.size; i += 1) all[i] = i;
    scratch = { all, buffers: [new Int32Array(index.size), new Int32Array(index.size)] };
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * The positions of the rows matching whereFor(selection, without), ascending. Each test narrows
 * the rows the previous ones kept. The answer lives in a buffer the next call reuses.
 */
function matchingRowsInScratch(
  index: FacetIndex,
  selection: FilterSelection,
  without: readonly FilterGroupId[],
): Int32Array {
  const scratch = scratchOf(index);
  let rows = scratch.all;
  let turn = 0;
  for (const test of rowTestsFor(index, selection, without)) {
    const kept = scratch.buffers[turn]!;
    turn = 1 - turn;
    let count = 0;
    for (let k = 0; k < rows.length; k += 1) {
      const i = rows[k]!;
      if (test(i)) kept[count++] = i;
    }
    rows = kept.subarray(0, count);
  }
  return rows;
}

/** The positions of the rows matching whereFor(selection, without), ascending. */
export function matchingRows(
  index: FacetIndex,
  selection: FilterSelection,
  without: readonly FilterGroupId[] = [],
): Int32Array {
  return matchingRowsInScratch(index, selection, without).slice();
}

/** As repository.countByMembership: options that occur, by count (descending), then name. */
function countMembership(
  index: FacetIndex,
  group: MembershipGroup,
  rows: Int32Array,
  headquarterOnly: boolean,
): FilterOption[] {
  let counts: Int32Array;
  const hqColumn =
    headquarterOnly && group === 'countries'
      ? index.hqCountryId
      : headquarterOnly && group === 'cities'
        ? index.hqCityId
        : undefined;
  if (hqColumn) {
    counts = new Int32Array(maxOf(hqColumn) + 1);
    for (let k = 0; k < rows.length; k += 1) counts[hqColumn[rows[k]!]!]! += 1;
  } else {
    const { offsets, values, maxValue } = index.membership[group];
    counts = new Int32Array(maxValue + 1);
    for (let k = 0; k < rows.length; k += 1) {
      const i = rows[k]!;
      for (let j = offsets[i]!, end = offsets[i + 1]!; j < end; j += 1) counts[values[j]!]! += 1;
    }
  }
  const options = index.options[group];
  const found: (FilterOption & { rank: number })[] = [];
  for (let id = 0; id < counts.length; id += 1) {
    const count = counts[id]!;
    if (count === 0) continue;
    const option = options.get(id);
    if (!option) continue; // the SQL joins the option table
    found.push({ option_id: id, name: option.name, slug: option.slug, count, rank: option.rank });
  }
  found.sort((a, b) => b.count - a.count || a.rank - b.rank);
  return found.map(({ option_id, name, slug, count }) => ({ option_id, name, slug, count }));
}

/** One group's counts over the given rows, shaped as facets.ts countGroup shapes them. */
function countGroupFromIndex(
  index: FacetIndex,
  group: FilterGroupId,
  rows: Int32Array,
  headquarterOnly: boolean,
): FilterGroup {
  switch (group) {
    case 'countries':
    case 'cities':
    case 'services':
    case 'focuses':
    case 'industries':
      return {
        groupId: group,
        filterType: 'checkbox',
        values: countMembership(index, group, rows, headquarterOnly),
      };
    case 'teamsizes':
    case 'hourlyrates':
    case 'profilescores': {
      const column = {
        teamsizes: index.companySize,
        hourlyrates: index.hourlyRate,
        profilescores: index.scoreLevelRank,
      }[group];
      // NULL_INT is negative: nulls are not counted, as countByValue leaves them out.
      const counts = new Int32Array(maxOf(column) + 1);
      for (let k = 0; k < rows.length; k += 1) {
        const value = column[rows[k]!]!;
        if (value >= 0) counts[value]! += 1;
      }
      return {
        groupId: group,
        filterType: 'checkbox',
        values: FIXED_GROUP_OPTIONS[group].map((option) => ({
          ...option,
          count: counts[option.option_id] ?? 0,
        })),
      };
    }
    case 'reviewscount':
    case 'reviewsaverage': {
      const options = FIXED_GROUP_OPTIONS[group];
      const thresholds = options.map((option) => option.option_id as number);
      const counts = new Int32Array(thresholds.length);
      const column = group === 'reviewscount' ? index.reviewCount : index.rating;
      const top = Math.max(...thresholds);
      if (thresholds.every((threshold) => Number.isInteger(threshold) && threshold >= 0)) {
        // Whole thresholds: value >= t exactly when floor(value) >= t, so one histogram of
        // floor(value) (capped at the largest threshold; NaN and negatives left out) gives all.
        const histogram = new Int32Array(top + 1);
        for (let k = 0; k < rows.length; k += 1) {
          const value = Math.floor(column[rows[k]!]!);
          if (value >= 0) histogram[Math.min(value, top)]! += 1;
        }
        for (let t = 0; t < thresholds.length; t += 1) {
          for (let value = thresholds[t]!; value <= top; value += 1)
            counts[t]! += histogram[value]!;
        }
      } else {
        for (let k = 0; k < rows.length; k += 1) {
          const value = column[rows[k]!]!;
          for (let t = 0; t < thresholds.length; t += 1)
            if (value >= thresholds[t]!) counts[t]! += 1;
        }
      }
      return {
        groupId: group,
        filterType: 'checkbox',
        values: options.map((option, t) => ({ ...option, count: counts[t]! })),
      };
    }
    case 'foundingyears': {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      const column = index.foundedYear;
      for (let k = 0; k < rows.length; k += 1) {
        const year = column[rows[k]!]!;
        if (year === NULL_INT) continue;
        if (year < min) min = year;
        if (year > max) max = year;
      }
      return {
        groupId: group,
        filterType: 'slider',
        values: [],
        range: Number.isFinite(min) ? { min, max } : null,
      };
    }
  }
}

/**
 * A facet tab's counts from the index: the same answer as facets.ts countTab gives from the
 * database (every group counted under the selection without the tab's own groups).
 */
export function countTabFromIndex(
  index: FacetIndex,
  tab: FilterTab,
  selection: FilterSelection,
): FilterGroup[] {
  const groups = groupsCountedIn(tab);
  const rows = matchingRowsInScratch(index, selection, groups);
  const headquarterOnly = Boolean(selection.flags.headquarter_only);
  return groups.map((group) => countGroupFromIndex(index, group, rows, headquarterOnly));
}
