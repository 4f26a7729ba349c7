/** `at` plus whole calendar months (UTC), the day clamped to the month's end (31 Jan → 28 Feb). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
