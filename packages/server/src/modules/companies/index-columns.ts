/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in per-row tests:
   every index is in bounds by construction, and `?? 0` on each read would cost time. */

/**
 * The column shapes of the in-memory facet index (facet-index.ts) and the row tests on them, apart
 * so that the filter rules (filter-groups.ts) and the index can both use them.
 */

export type IntArray = Int16Array | Int32Array;

/** An array column: the values of row i are values[offsets[i]] … values[offsets[i + 1] - 1]. */
export interface CsrColumn {
  offsets: Int32Array;
  values: IntArray;
  /** The largest value present (-1 when none). */
  maxValue: number;
}

/** Null in an integer column (no id, size, rate or year is negative). */
export const NULL_INT = -32768;

/** Whether row i passes a condition. */
export type RowTest = (i: number) => boolean;

/** 1 at each of the ids (ids beyond `maxValue` can match nothing and are left out). */
export function maskOf(ids: readonly number[], maxValue: number): Uint8Array {
  const mask = new Uint8Array(Math.max(0, maxValue + 1));
  for (const id of ids) if (id >= 0 && id <= maxValue) mask[id] = 1;
  return mask;
}

const maxima = new WeakMap<IntArray, number>();

/** The largest value of a column (-1 when empty), computed once per column. */
export function maxOf(column: IntArray): number {
  let max = maxima.get(column);
  if (max === undefined) {
    max = -1;
    for (let i = 0; i < column.length; i += 1) if (column[i]! > max) max = column[i]!;
    maxima.set(column, max);
  }
  return max;
}

/** Row i has any value of the mask (SQL `column && ids`). */
export function overlaps(column: CsrColumn, mask: Uint8Array, i: number): boolean {
  const { offsets, values } = column;
  for (let j = offsets[i]!, end = offsets[i + 1]!; j < end; j += 1) {
    if (mask[values[j]!] === 1) return true;
  }
  return false;
}
