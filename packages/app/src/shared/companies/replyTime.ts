/**
 * A company's median time to answer a lead (a figure no peer publishes), as buyers read it:
 * "about 20 min", "about 3 h", "about 2 days"; null when not known yet.
 */
export function replyDuration(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  if (minutes < 60) return `about ${Math.max(1, Math.round(minutes))} min`;
  if (minutes < 48 * 60) return `about ${Math.round(minutes / 60)} h`;
  return `about ${Math.round(minutes / (24 * 60))} days`;
}
