import { describe, expect, it } from 'vitest';
import type { ValetMatch } from '@atlas/api/valet';
import { sortQuotes, timelineDays } from './quotes';

function match(
  id: number,
  quote: { amount: number; timeline: string } | null,
  rating: number | null,
): ValetMatch {
  return {
    company: {
      id,
      slug: `agency-${id}`,
      name: `Agency ${id}`,
      logo: null,
      rating,
      review_count: 3,
      verified: false,
      median_reply_minutes: null,
      location: null,
    },
    covers: [],
    score: 50,
    reasons: [],
    status: quote ? 'quoted' : 'released',
    released: true,
    released_at: '2026-12-01T10:00:00.000Z',
    answered_at: null,
    decline_reason: null,
    quote: quote
      ? { ...quote, message: 'What we do', attachment: null, quoted_at: '2026-12-01T10:30:00.000Z' }
      : null,
    buyer_decision: null,
    buyer_decision_reason: null,
    conversation_id: null,
  };
}

describe('reading a quote’s timeline', () => {
  it.each([
    ['8 weeks', 56],
    ['3-4 months', 120],
    ['about 10 days', 10],
    ['1.5 months', 45],
    ['2 to 3 weeks', 21],
    ['One year', null],
    ['as soon as possible', null],
  ])('reads “%s” as %s days', (text, days) => {
    expect(timelineDays(text)).toBe(days);
  });
});

describe('sorting quotes to compare', () => {
  const matches = [
    match(1, { amount: 24_000, timeline: '8 weeks' }, 4.2),
    match(2, null, 5),
    match(3, { amount: 18_500, timeline: '3 months' }, null),
    match(4, { amount: 30_000, timeline: '4 weeks' }, 4.9),
    match(5, { amount: 18_500, timeline: 'when you like' }, 4.9),
  ];
  const ids = (sorted: ReturnType<typeof sortQuotes>) => sorted.map((item) => item.company.id);

  it('leaves out companies without a quote', () => {
    expect(ids(sortQuotes(matches, 'price'))).not.toContain(2);
  });

  it('orders by price, lowest first, ties in the engine’s order', () => {
    expect(ids(sortQuotes(matches, 'price'))).toEqual([3, 5, 1, 4]);
  });

  it('orders by timeline, shortest first, unreadable timelines last', () => {
    expect(ids(sortQuotes(matches, 'timeline'))).toEqual([4, 1, 3, 5]);
  });

  it('orders by rating, best first, unrated last', () => {
    expect(ids(sortQuotes(matches, 'rating'))).toEqual([4, 5, 1, 3]);
  });
});
