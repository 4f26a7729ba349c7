import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCompanyProfileResponseSchema } from '@atlas/api/endpoints/get-company-profile';
import { ListCompanyReviewsResponseSchema } from '@atlas/api/endpoints/list-company-reviews';
import { MarkReviewHelpfulResponseSchema } from '@atlas/api/endpoints/mark-review-helpful';
import { reviewHelpfulVotes, reviews } from '../src/db/schema';
import { networkOf } from '../src/lib/network';
import { sanitizeDescription } from '../src/modules/profiles/sanitize';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertBareCompany, insertRichCompany } from './helpers/profile-fixtures';
import { insertSignedInUser } from './helpers/users';

let server: TestServer;
let rich: Awaited<ReturnType<typeof insertRichCompany>>;

beforeAll(async () => {
  server = await buildTestServer({ companies: 3 });
  rich = await insertRichCompany(server.app.database.db, 'rich-profile-studio', 'hi@rich.test');
  await insertBareCompany(server.app.database.db, 'bare-company');
});

afterAll(async () => {
  await server?.close();
});

const profileOf = async (slug: string) => {
  const response = await server.app.inject(`/api/companies/${slug}/profile`);
  return { response, body: response.statusCode === 200 ? response.json() : null };
};

const reviewsOf = async (slug: string, query = '') => {
  const response = await server.app.inject(`/api/companies/${slug}/reviews${query}`);
  expect(response.statusCode).toBe(200);
  return ListCompanyReviewsResponseSchema.parse(response.json());
};

describe('GET /api/companies/{slug}/profile', () => {
  it('answers every part of a full profile', async () => {
    const { response, body } = await profileOf('rich-profile-studio');
    expect(response.statusCode).toBe(200);
    const { data } = GetCompanyProfileResponseSchema.parse(body);
    // Rating and score level are the company row's, which the reviews' rules recompute (at times
    // after this test's inserts), so only their shape is fixed here.
    expect(data.review_count).toBe(4);
    expect(data.rating).toBeGreaterThanOrEqual(1);
    expect(data.rating).toBeLessThanOrEqual(5);
    expect(Number.isInteger((data.rating ?? 0) * 10)).toBe(true);
    expect(data).toMatchObject({
      slug: 'rich-profile-studio',
      name: 'Rich Profile Studio',
      logo: '/images/demo/logos/1.svg',
      website: 'https://rich.example.com/',
      verified: true,
      company_size: { id: 50, label: '50-249' },
      hourly_rate: { id: 70, label: '$70 - $150' },
      project_size: { id: 10000, label: '$10,000+' },
      founded_year: 2010,
      faqs: {
        founder: 'Ada Founder',
        projects_year: '20-50',
        project_cost: '$25,000',
        values: 'Care',
      },
    });
    // Biggest share first.
    expect(data.services.map((service) => service.percentage)).toEqual([70, 30]);
    expect(data.focuses).toHaveLength(1);
    expect(data.industries[0]?.percentage).toBe(60);
    expect(data.client_types[0]?.percentage).toBe(100);
    expect(data.portfolio.map((item) => [item.name, item.kind, item.video_url])).toEqual([
      ['Shop redesign', 'image', null],
      ['Launch film', 'video', 'https://www.youtube.com/watch?v=abc'],
    ]);
    // Headquarters first although the branch was stored first.
    expect(data.locations.map((location) => [location.address, location.headquarter])).toEqual([
      ['1 Main Street', true],
      ['2 Branch Street', false],
    ]);
    expect(data.headquarter?.city.id).toBe(rich.ref.cities[0].id);
    expect(data.awards.map((award) => [award.edition, award.result])).toEqual([
      [2025, 'nominee'],
      [2023, 'winner'],
    ]);
    // The company's e-mail address is not published.
    expect(JSON.stringify(data)).not.toContain('hi@rich.test');
  });

  it('sanitises the description on the server', async () => {
    const { body } = await profileOf('rich-profile-studio');
    const html = GetCompanyProfileResponseSchema.parse(body).data.description_html ?? '';
    expect(html).toContain('<strong>shops</strong>');
    expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|<img|javascript:/i);
    expect(html).toContain(
      '<a href="https://example.com/work" rel="nofollow noopener noreferrer ugc">our work</a>',
    );
    // The empty paragraph is gone.
    expect(html).not.toContain('<p></p>');
  });

  it('answers an empty profile honestly', async () => {
    const { response, body } = await profileOf('bare-company');
    expect(response.statusCode).toBe(200);
    const { data } = GetCompanyProfileResponseSchema.parse(body);
    expect(data).toMatchObject({
      name: 'Bare bare-company',
      logo: null,
      summary: null,
      description_html: null,
      website: null,
      rating: null,
      review_count: 0,
      hourly_rate: { id: null, label: 'Undisclosed' },
      project_size: { id: null, label: 'Undisclosed' },
      services: [],
      focuses: [],
      industries: [],
      client_types: [],
      portfolio: [],
      faqs: null,
      awards: [],
    });
    expect(data.locations).toHaveLength(1);
    const list = await reviewsOf('bare-company');
    expect(list.data).toEqual([]);
    expect(list.meta.breakdown).toEqual({
      average: null,
      total: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('is a 404 for an unknown slug and a 400 naming a malformed one', async () => {
    expect((await profileOf('no-such-company')).response.statusCode).toBe(404);
    expect((await server.app.inject('/api/companies/no-such-company/reviews')).statusCode).toBe(
      404,
    );
    const bad = await server.app.inject('/api/companies/Not_A_Slug/profile');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('slug');
  });
});

describe('GET /api/companies/{slug}/reviews', () => {
  it('lists published reviews only, newest first, with the breakdown and average', async () => {
    const list = await reviewsOf('rich-profile-studio');
    expect(list.data.map((review) => review.title)).toEqual(['Newest', 'Newer', 'Older', 'Oldest']);
    expect(list.meta).toMatchObject({ page: 1, total: 4, last_page: 1, sort: 'newest' });
    // 5 + 4.5 + 4 + 2 = 15.5 over 4; a 4.5 counts as a 4-star review.
    expect(list.meta.breakdown).toEqual({
      average: 3.9,
      total: 4,
      counts: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
    });
  });

  it('sorts by most helpful', async () => {
    const list = await reviewsOf('rich-profile-studio', '?sort=helpful');
    expect(list.data.map((review) => review.title)).toEqual(['Older', 'Newer', 'Oldest', 'Newest']);
  });

  it('pages through the reviews without overlap', async () => {
    const first = await reviewsOf('rich-profile-studio', '?per_page=3&page=1');
    const second = await reviewsOf('rich-profile-studio', '?per_page=3&page=2');
    expect(first.meta.last_page).toBe(2);
    expect(first.data).toHaveLength(3);
    expect(second.data.map((review) => review.title)).toEqual(['Oldest']);
    const beyond = await reviewsOf('rich-profile-studio', '?per_page=3&page=3');
    expect(beyond.data).toEqual([]);
  });

  it('shows what each review tells and hides what the reviewer did not allow', async () => {
    const list = await reviewsOf('rich-profile-studio');
    const older = list.data.find((review) => review.title === 'Older');
    const newer = list.data.find((review) => review.title === 'Newer');
    expect(newer).toMatchObject({
      summary: 'We hired them to rebuild our store.',
      cost_range: '$10,000 to $49,999',
      duration: 'Mar 2024 - Ongoing',
      reviewer: {
        name: 'Pat Reviewer',
        role: 'CTO',
        company: 'Shop Inc',
        company_size: { id: 10, label: '10-49' },
      },
      verification: { method: 'google', label: 'Verified via Google' },
      reply: null,
    });
    expect(older).toMatchObject({
      reviewer: { name: null, role: 'CTO', company: null },
      verification: { method: 'invited', label: 'Invited by the company' },
      reply: { body: 'Thank you for the kind words!' },
    });
    const text = JSON.stringify(list);
    expect(text).not.toContain('Pending');
    expect(text).not.toContain('Rejected');
  });

  it('names a bad sort or page', async () => {
    const response = await server.app.inject(
      '/api/companies/rich-profile-studio/reviews?sort=best&page=0',
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['sort', 'page']));
  });
});

describe('POST /api/reviews/{id}/helpful', () => {
  const vote = (id: number, options: { ip?: string; token?: string } = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/reviews/${id}/helpful`,
      remoteAddress: options.ip ?? '198.51.100.7',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  const countOf = async (id: number) => {
    const [row] = await server.app.database.db
      .select({ helpfulCount: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, id));
    return row?.helpfulCount;
  };

  it('counts one vote per visitor network, however often it is sent', async () => {
    const id = rich.reviews.newest.id;
    const first = MarkReviewHelpfulResponseSchema.parse((await vote(id)).json());
    expect(first.data).toEqual({ id, helpful_count: 1, counted: true });
    // Same /24 network, another address: the same voter.
    const again = MarkReviewHelpfulResponseSchema.parse(
      (await vote(id, { ip: '198.51.100.99' })).json(),
    );
    expect(again.data).toEqual({ id, helpful_count: 1, counted: false });
    const [both] = await Promise.all([vote(id), vote(id)]);
    expect(both.statusCode).toBe(200);
    expect(await countOf(id)).toBe(1);
    const votes = await server.app.database.db
      .select()
      .from(reviewHelpfulVotes)
      .where(eq(reviewHelpfulVotes.reviewId, id));
    expect(votes).toHaveLength(1);
    // The address itself is not stored.
    expect(votes[0]?.voterKey).not.toContain('198.51.100');

    // Another network counts.
    const other = MarkReviewHelpfulResponseSchema.parse(
      (await vote(id, { ip: '203.0.113.5' })).json(),
    );
    expect(other.data).toEqual({ id, helpful_count: 2, counted: true });
  });

  it('counts a signed-in person once, wherever they are', async () => {
    const { token } = await insertSignedInUser(
      server.app.database.db,
      'voter@example.com',
      'Voter',
    );
    const id = rich.reviews.oldest.id;
    const before = (await countOf(id)) ?? 0;
    expect((await vote(id, { token, ip: '192.0.2.1' })).json().data.counted).toBe(true);
    expect((await vote(id, { token, ip: '10.9.8.7' })).json().data.counted).toBe(false);
    expect(await countOf(id)).toBe(before + 1);
  });

  it('is a 404 for a pending review or an unknown id', async () => {
    expect((await vote(rich.reviews.pending.id)).statusCode).toBe(404);
    expect((await vote(999_999)).statusCode).toBe(404);
    expect(await countOf(rich.reviews.pending.id)).toBe(0);
    const bad = await vote(Number.NaN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('id');
  });
});

describe('helpers', () => {
  it('groups addresses by network', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1:2::5')).toBe('2001:db8:1::/48');
  });

  it('drops a description with nothing readable', () => {
    expect(sanitizeDescription('<script>alert(1)</script><p> </p>')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});
