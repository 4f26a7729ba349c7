import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AWARD_WEIGHTS,
  DEFAULT_VOTING_EDITION,
  parallaxRatio,
  scoreCategory,
  votingEditionOf,
} from './awards';

const DOC = new URL('../../../docs/awards.md', import.meta.url);

/** The worked example's rows from docs/awards.md. */
function workedExample() {
  const text = readFileSync(DOC, 'utf8');
  const block = /<!-- worked-example:start -->([\s\S]*?)<!-- worked-example:end -->/.exec(
    text,
  )?.[1];
  if (!block) throw new Error('docs/awards.md has no worked example');
  const numbers = (cell: string) =>
    cell.trim() === '—' ? [] : cell.split(',').map((value) => Number(value.trim()));
  return block
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .map(([name = '', jury = '', votes = '', ratings = '', ...published], index) => ({
      input: {
        nomineeId: index + 1,
        juryScores: numbers(jury),
        countedVotes: Number(votes),
        reviewRatings: numbers(ratings),
      },
      name,
      published: published.map(Number),
    }));
}

describe('scoreCategory', () => {
  it('gives the worked example of docs/awards.md exactly', () => {
    const rows = workedExample();
    expect(rows).toHaveLength(3);
    const scores = scoreCategory(
      rows.map((row) => row.input),
      DEFAULT_AWARD_WEIGHTS,
    );
    for (const row of rows) {
      const score = scores.find((item) => item.nomineeId === row.input.nomineeId);
      expect(score, row.name).toBeDefined();
      expect([score?.jury, score?.votes, score?.reviews, score?.final, score?.rank]).toEqual(
        row.published,
      );
    }
  });

  it('gives the published final score from the published parts', () => {
    const scores = scoreCategory(
      [
        { nomineeId: 1, juryScores: [77, 81], countedVotes: 13, reviewRatings: [4, 5, 3] },
        { nomineeId: 2, juryScores: [64], countedVotes: 29, reviewRatings: [5, 5, 5, 5, 5, 4] },
      ],
      DEFAULT_AWARD_WEIGHTS,
    );
    for (const score of scores) {
      const sum = (50 * score.jury + 30 * score.votes + 20 * score.reviews) / 100;
      expect(score.final).toBe(Math.round(sum * 100) / 100);
    }
  });

  it('breaks ties on more votes, then on the earlier nomination', () => {
    const scores = scoreCategory(
      [
        { nomineeId: 3, juryScores: [60], countedVotes: 0, reviewRatings: [] },
        { nomineeId: 2, juryScores: [60], countedVotes: 0, reviewRatings: [] },
      ],
      { jury: 100, votes: 0, reviews: 0 },
    );
    expect(scores.map((score) => score.nomineeId)).toEqual([2, 3]);
  });

  it('gives 0 for votes when nobody has any, and nothing for a nominee without jurors', () => {
    const [score] = scoreCategory(
      [{ nomineeId: 1, juryScores: [], countedVotes: 0, reviewRatings: [] }],
      DEFAULT_AWARD_WEIGHTS,
    );
    expect(score).toMatchObject({ jury: 0, votes: 0, reviews: 0, final: 0, rank: 1 });
  });
});

describe('SPEC §4 and §9 awards rules', () => {
  it('opens the voting pages on 2023 by default, 2023 to 2025 on request', () => {
    expect(DEFAULT_VOTING_EDITION).toBe(2023);
    expect(votingEditionOf(undefined)).toBe(2023);
    expect(votingEditionOf('2022')).toBe(2023);
    expect(votingEditionOf('2025')).toBe(2025);
    expect(votingEditionOf(2024)).toBe(2024);
  });

  it.each([
    [2022, 1.5],
    [2023, 2],
    [2024, 2],
    [2025, 2],
  ] as const)('gives %i a parallax ratio of %d', (edition, ratio) => {
    expect(parallaxRatio(edition)).toBe(ratio);
  });
});
