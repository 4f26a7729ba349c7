import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@atlas/api/ssr';
import { testPublicConfig } from '../../test/fixtures';
import { awardsBannerCookie, currentAwardsBanner, votingCountdownEnd } from './awards';

const NOW = Date.parse('2025-06-01T00:00:00Z');

function config(awards2025: PublicConfig['awards']['2025']): PublicConfig {
  return { ...testPublicConfig, awards: { ...testPublicConfig.awards, '2025': awards2025 } };
}

describe('the awards banner', () => {
  it.each([
    ['voting open', { votingPhase: true, votingEnd: '2025-07-01T00:00:00Z' }, 'voting', 'voting'],
    ['voting open, no end date', { votingPhase: true, votingEnd: null }, 'voting', 'voting'],
    [
      'voting ended',
      { votingPhase: true, votingEnd: '2025-05-01T00:00:00Z' },
      'voting',
      'nominees',
    ],
    [
      'after the voting phase',
      { votingPhase: false, votingEnd: '2025-05-01T00:00:00Z' },
      'winners',
      'winners',
    ],
  ] as const)('%s: %s phase, %s link', (_name, edition, phase, linkPhase) => {
    const banner = currentAwardsBanner(config(edition), NOW);
    expect(banner).toEqual({
      edition: '2025',
      phase,
      linkPhase,
      cookieName: `awards_banner_2025_${phase}`,
      href: '/awards-2025',
    });
  });

  it('takes the newest edition in its voting phase', () => {
    const banner = currentAwardsBanner(
      {
        ...testPublicConfig,
        awards: { ...testPublicConfig.awards, '2024': { votingPhase: true, votingEnd: null } },
      },
      NOW,
    );
    expect(banner.edition).toBe('2024');
    expect(banner.cookieName).toBe('awards_banner_2024_voting');
  });

  it('remembers a closed banner for a year', () => {
    expect(awardsBannerCookie('awards_banner_2025_voting', false)).toBe(
      'awards_banner_2025_voting=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(awardsBannerCookie('awards_banner_2025_voting', true)).toMatch(/; Secure$/);
  });

  it('counts down only during the 2025 voting phase', () => {
    expect(votingCountdownEnd(config({ votingPhase: true, votingEnd: '2025-07-01' }))).toBe(
      '2025-07-01',
    );
    expect(votingCountdownEnd(config({ votingPhase: false, votingEnd: '2025-07-01' }))).toBeNull();
  });
});
