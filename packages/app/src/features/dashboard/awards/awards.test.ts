import { describe, expect, it } from 'vitest';
import { badgesOf, embedCode } from './awards';

describe('the dashboard’s awards badges', () => {
  const nominations = [
    {
      edition: 2025,
      phase: 'voting' as const,
      status: 'nominee' as const,
      score: null,
      category: { slug: 'seo', name: 'SEO', service_slug: 'seo' },
    },
    {
      edition: 2022,
      phase: 'winners' as const,
      status: 'winner' as const,
      score: null,
      category: { slug: 'seo', name: 'SEO', service_slug: 'seo' },
    },
  ];

  it('offers a badge per edition, the monthly one for a winner, and voting buttons', () => {
    expect(badgesOf('acme', nominations).map((badge) => badge.path)).toEqual([
      '/awards/embedded/2025?company=acme',
      '/awards/embedded/2022?company=acme',
      '/awards/embedded/monthly?company=acme',
      '/awards/embedded/2025/voting?company=acme',
    ]);
  });

  it('writes script-free iframe code with the site’s address', () => {
    const [badge] = badgesOf('acme', nominations);
    if (!badge) throw new Error('a badge');
    const code = embedCode(badge, 'https://atlas.test');
    expect(code).toBe(
      '<iframe src="https://atlas.test/awards/embedded/2025?company=acme" title="Awards 2025 badge" width="340" height="90" style="border:0" loading="lazy"></iframe>',
    );
    expect(code).not.toContain('<script');
  });
});
