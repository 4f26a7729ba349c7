import { describe, expect, it } from 'vitest';
import { editionPhase, votingEditionsOf } from './phases';

const NOW = new Date('2025-11-01T00:00:00Z');

describe('editionPhase', () => {
  it.each([
    [
      'winners once published, whatever the configuration',
      { votingPhase: true, votingEnd: '2025-12-01T00:00:00Z' },
      true,
      'winners',
    ],
    [
      'voting before its end',
      { votingPhase: true, votingEnd: '2025-12-01T00:00:00Z' },
      false,
      'voting',
    ],
    ['voting without an end date', { votingPhase: true, votingEnd: null }, false, 'voting'],
    [
      'counting after its end',
      { votingPhase: true, votingEnd: '2025-10-01T00:00:00Z' },
      false,
      'counting',
    ],
    [
      'counting at the very end',
      { votingPhase: true, votingEnd: NOW.toISOString() },
      false,
      'counting',
    ],
    [
      'nominees outside the voting phase',
      { votingPhase: false, votingEnd: null },
      false,
      'nominees',
    ],
  ] as const)('%s', (_name, settings, published, phase) => {
    expect(editionPhase(settings, published, NOW)).toBe(phase);
  });

  it('treats an edition without settings (2021, 2022) as outside voting', () => {
    expect(editionPhase(undefined, false, NOW)).toBe('nominees');
  });

  it('lists the editions the configuration puts in their voting phase', () => {
    expect(
      votingEditionsOf({
        '2023': { votingPhase: false, votingEnd: null },
        '2025': { votingPhase: true, votingEnd: null },
      }),
    ).toEqual([2025]);
  });
});
