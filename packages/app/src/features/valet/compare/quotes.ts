import type { ValetMatch, ValetQuote } from '@atlas/api/valet';

/** How a buyer may order the quotes they compare. */
export const QUOTE_SORTS = ['price', 'timeline', 'rating'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const QUOTE_SORT_LABELS: Readonly<Record<QuoteSort, string>> = {
  price: 'Price, lowest first',
  timeline: 'Timeline, shortest first',
  rating: 'Rating, best first',
};

/** A match that carries a quote. */
export type QuotedMatch = ValetMatch & { quote: ValetQuote };

const DAYS_PER_UNIT: Readonly<Record<string, number>> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

/**
 * A quote's timeline in days, read from what the company wrote ("8 weeks", "3-4 months",
 * "about 10 days", "1.5 months"); a range counts by its upper end. Null when no duration can be
 * read: such quotes sort last by timeline.
 */
export function timelineDays(text: string): number | null {
  const match =
    /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(day|week|month|year)s?\b/i.exec(
      text,
    );
  if (!match) return null;
  const [, low = '', high, unit = ''] = match;
  const amount = Number((high ?? low).replace(',', '.'));
  const perUnit = DAYS_PER_UNIT[unit.toLowerCase()];
  if (!Number.isFinite(amount) || perUnit === undefined) return null;
  return Math.round(amount * perUnit);
}

function hasQuote(match: ValetMatch): match is QuotedMatch {
  return match.quote !== null;
}

/** Nulls after every number, whichever the direction. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

/**
 * The quotes of a project in the buyer's order; ties keep the engine's order (the best match
 * first), so the order is stable.
 */
export function sortQuotes(matches: readonly ValetMatch[], sort: QuoteSort): QuotedMatch[] {
  const quoted = matches.filter(hasQuote);
  const rank = new Map(quoted.map((match, index) => [match.company.id, index]));
  const key = (match: QuotedMatch): [number | null, 1 | -1] => {
    if (sort === 'price') return [match.quote.amount, 1];
    if (sort === 'timeline') return [timelineDays(match.quote.timeline), 1];
    return [match.company.rating, -1];
  };
  return [...quoted].sort((a, b) => {
    const [left, direction] = key(a);
    const [right] = key(b);
    return (
      compareNullable(left, right, direction) ||
      (rank.get(a.company.id) ?? 0) - (rank.get(b.company.id) ?? 0)
    );
  });
}
