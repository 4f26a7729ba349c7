import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router-dom';
import { createTestApiClient } from '@atlas/api/client';
import type { AwardEditionEntry } from '@atlas/api/endpoints/awards-pages';
import { ApiError } from '@atlas/api/http';
import { testPublicConfig } from '../../test/fixtures';
import { createEntryLoader, organizationJsonLd, phaseSentence } from './awards';
import { parallaxOffset } from './parallax';

const edition = {
  year: 2024,
  phase: 'winners' as const,
  story: 'The 2024 edition.',
  weights: { jury: 50, votes: 30, reviews: 20 },
  voting_end: null,
  winners_published_at: '2024-12-15T00:00:00.000Z',
};

const category: AwardEditionEntry = {
  kind: 'category',
  edition,
  category: {
    id: 1,
    slug: 'seo',
    name: 'SEO',
    service: { slug: 'seo', name: 'SEO' },
    region: null,
    winner_slots: 1,
    nominees: [
      {
        id: 7,
        company: { id: 3, name: 'Acme', slug: 'acme', logo: null },
        status: 'winner',
        source: 'ranking',
        score: { jury: 90, votes: 80, reviews: 70, final: 83, counted_votes: 40, rank: 1 },
      },
    ],
  },
};

function args(url: string, params: Record<string, string>) {
  return {
    request: new Request(url),
    params,
    context: {},
    url: new URL(url),
    pattern: '',
  };
}

async function status(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    // `throw data(…, { status })` in a loader, before the router turns it into a response.
    if (typeof error === 'object' && error !== null && 'init' in error) {
      const init: unknown = error.init;
      if (
        typeof init === 'object' &&
        init !== null &&
        'status' in init &&
        typeof init.status === 'number'
      )
        return init.status;
    }
    return -1;
  }
}

describe('the awards pages', () => {
  it('moves the parallax background at 1/ratio of the scroll, and not at all for reduced motion', () => {
    expect(parallaxOffset(400, 2, false)).toBe(200);
    expect(parallaxOffset(300, 1.5, false)).toBe(100);
    expect(parallaxOffset(400, 2, true)).toBe(0);
    expect(parallaxOffset(0, 2, false)).toBe(0);
  });

  it('says the SPEC §2 ended text once voting is over', () => {
    expect(phaseSentence({ ...edition, phase: 'counting' })).toBe(
      'Voting Phase has ended! Winners will be announced soon!',
    );
  });

  it('gives a category page for a nominee segment, and a 404 for an unknown one or slug', async () => {
    const api = createTestApiClient({
      getAwardEditionEntry: async (_year, slug) => {
        if (slug !== 'seo') throw new ApiError(404, 'This page could not be found');
        return { data: category };
      },
    });
    const loader = createEntryLoader(api, 2024);
    const page = await loader(
      args('https://atlas.test/awards-2024/seo/acme', { slug: 'seo', segment: 'acme' }),
    );
    expect(page.segment).toBe('acme');
    expect(
      await status(
        loader(
          args('https://atlas.test/awards-2024/seo/nobody', { slug: 'seo', segment: 'nobody' }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(loader(args('https://atlas.test/awards-2024/nope', { slug: 'nope' }))),
    ).toBe(404);
  });

  it('puts an Award on the company’s Organization', () => {
    const jsonLd = organizationJsonLd(
      { id: 3, name: 'Acme', slug: 'acme', logo: null },
      [
        {
          edition: 2024,
          phase: 'winners',
          category: { slug: 'seo', name: 'SEO', service_slug: 'seo' },
          status: 'winner',
          score: null,
        },
      ],
      testPublicConfig,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Organization',
      name: 'Acme',
      award: [`Winner, SEO — ${testPublicConfig.brandName} Awards 2024`],
    });
  });
});
