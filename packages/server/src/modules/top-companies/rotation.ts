import { MAX_SPONSORED_SLOTS } from '@atlas/api/sponsorship';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole UTC days since the epoch: the rotation turns once a day, the same for every visitor. */
export function rotationDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/**
 * The sponsors shown on a given day: `slots` of them, starting one further along the list each
 * day, so over `n` days every sponsor is shown equally often (`slots` times). With no more
 * sponsors than slots, all are shown, in their order.
 */
export function rotate<T>(sponsors: readonly T[], day: number, slots = MAX_SPONSORED_SLOTS): T[] {
  if (sponsors.length <= slots) return [...sponsors];
  const start = ((day % sponsors.length) + sponsors.length) % sponsors.length;
  return Array.from(
    { length: slots },
    (_, offset) => sponsors[(start + offset) % sponsors.length],
  ).filter((sponsor): sponsor is T => sponsor !== undefined);
}
