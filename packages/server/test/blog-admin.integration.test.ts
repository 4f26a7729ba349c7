import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBlogPostResponseSchema,
  BlogEditorOptionsResponseSchema,
  BlogPreviewLinkResponseSchema,
  BlogRevisionResponseSchema,
  ListAdminBlogPostsResponseSchema,
  UploadBlogImageResponseSchema,
  type BlogPostInput,
} from '@atlas/api/endpoints/blog-admin';
import { GetBlogPostResponseSchema } from '@atlas/api/endpoints/blog-posts';
import { staffMembers } from '../src/db/schema';
import { previewToken, verifyPreviewToken } from '../src/modules/blog/admin-service';
import { DEMO_NOW } from '../src/seed/generator';
import { apiCaller } from './helpers/inject';
import { buildTestServer, type TestServer } from './helpers/server';
import { insertSignedInUser } from './helpers/users';

const DAY = 86_400_000;
let now = new Date(DEMO_NOW.getTime() + DAY);
const clock = { now: () => now };

let server: TestServer;
let staffToken: string;
let memberToken: string;
let ip = 0;
const call = apiCaller(
  () => server.app,
  () => `10.21.1.${(ip++ % 250) + 1}`,
);

beforeAll(async () => {
  server = await buildTestServer({ companies: 12, clock });
  const db = server.app.database.db;
  const staff = await insertSignedInUser(db, 'editor@example.com', 'Eda Editor');
  await db.insert(staffMembers).values({ userId: staff.id, grantedBy: 'test' });
  staffToken = staff.token;
  memberToken = (await insertSignedInUser(db, 'reader@example.com', 'Rea Reader')).token;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function uploadCover(token: string, file: Buffer) {
  const boundary = '----atlasblogtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/blog/images?purpose=cover',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

const draft = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  language: 'en',
  slug: 'choosing-a-design-partner',
  title: 'Choosing a design partner',
  excerpt: 'What to look for in a design agency.',
  body_html:
    '<h2>Portfolio</h2><p>Look at <strong>outcomes</strong>.</p><script>alert(1)</script><h2>Process</h2><p>Ask how they test.</p>',
  author: 'maria-lopez',
  category: 'hiring-agencies',
  tags: ['outsourcing'],
  companies: [],
  cover: null,
  status: 'draft',
  publish_at: null,
  translation_of: null,
  ...overrides,
});

describe('blog authoring (issue 21)', () => {
  it('answers 404 to anyone but staff on every staff call', async () => {
    for (const token of [undefined, memberToken]) {
      expect((await call('GET', '/api/admin/blog/posts', token)).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/blog/options', token)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/blog/posts', token, draft())).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/blog/posts/1', token)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/blog/posts/1/preview-link', token)).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', '/api/blog/preview/how-to-write-a-project-brief', token)).statusCode,
      ).toBe(404);
    }
  });

  it('writes a post with a cover and its translation, schedules and publishes it by the clock', async () => {
    const cover = await uploadCover(
      staffToken,
      await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2050a0' } })
        .png()
        .toBuffer(),
    );
    expect(cover.statusCode).toBe(200);
    const image = UploadBlogImageResponseSchema.parse(cover.json()).data;
    expect(image.key).toMatch(/^blog\/covers\/[a-f0-9]{32}$/);

    const created = await call(
      'POST',
      '/api/admin/blog/posts',
      staffToken,
      draft({ cover: { key: image.key, width: image.width, height: image.height, alt: 'Blue' } }),
    );
    expect(created.statusCode).toBe(200);
    const post = AdminBlogPostResponseSchema.parse(created.json()).data;
    expect(post.body_html).not.toContain('script');
    expect(post.revisions).toHaveLength(1);
    expect((await call('GET', `/api/blog/posts/en/${post.slug}`)).statusCode).toBe(404);

    const translation = AdminBlogPostResponseSchema.parse(
      (
        await call(
          'POST',
          '/api/admin/blog/posts',
          staffToken,
          draft({
            language: 'es',
            slug: 'elegir-un-socio-de-diseno',
            title: 'Elegir un socio de diseño',
            category: 'contratar-agencias',
            tags: ['subcontratacion'],
            translation_of: post.id,
            status: 'scheduled',
            publish_at: new Date(now.getTime() + 2 * DAY).toISOString(),
          }),
        )
      ).json(),
    ).data;
    expect(translation.translations).toEqual([{ id: post.id, language: 'en', slug: post.slug }]);

    // Schedule the English one too; neither is public before its time.
    const scheduled = await call(
      'PUT',
      `/api/admin/blog/posts/${post.id}`,
      staffToken,
      draft({
        cover: { key: image.key, width: image.width, height: image.height, alt: 'Blue' },
        status: 'scheduled',
        publish_at: new Date(now.getTime() + 2 * DAY).toISOString(),
      }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect((await call('GET', `/api/blog/posts/en/${post.slug}`)).statusCode).toBe(404);
    const before = now;
    now = new Date(now.getTime() + 3 * DAY);
    try {
      const live = await call('GET', `/api/blog/posts/en/${post.slug}`);
      expect(live.statusCode).toBe(200);
      const body = GetBlogPostResponseSchema.parse(live.json()).data;
      expect(body.translations).toEqual([{ language: 'es', slug: 'elegir-un-socio-de-diseno' }]);
      expect(body.cover?.avif).toContain(`/uploads/${image.key}-480.avif 480w`);
      expect(body.cover?.src).toBe(`/uploads/${image.key}-1200.webp`);
      const served = await server.app.inject({ method: 'GET', url: body.cover?.src ?? '' });
      expect(served.statusCode).toBe(200);
    } finally {
      now = before;
    }
  });

  it('refuses a taken slug, unknown terms and a missing publish time, naming the field', async () => {
    const taken = await call(
      'POST',
      '/api/admin/blog/posts',
      staffToken,
      draft({ slug: 'how-to-write-a-project-brief' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields[0].field).toBe('slug');
    for (const [input, field] of [
      [draft({ slug: 'x-1', author: 'nobody' }), 'author'],
      [draft({ slug: 'x-2', category: 'contratar-agencias' }), 'category'],
      [draft({ slug: 'x-3', tags: ['no-such-tag'] }), 'tags'],
      [draft({ slug: 'x-4', companies: ['no-such-company'] }), 'companies'],
      [draft({ slug: 'x-5', status: 'scheduled' }), 'publish_at'],
      [draft({ slug: 'x-6', translation_of: 999_999 }), 'translation_of'],
    ] as const) {
      const answer = await call('POST', '/api/admin/blog/posts', staffToken, input);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().message).toMatch(new RegExp(field));
    }
  });

  it('opens and saves a demo post with its drawn cover unchanged', async () => {
    const list = ListAdminBlogPostsResponseSchema.parse(
      (await call('GET', '/api/admin/blog/posts?q=what-agencies-charge', staffToken)).json(),
    );
    const id = list.data[0]?.id;
    const opened = await call('GET', `/api/admin/blog/posts/${id}`, staffToken);
    expect(opened.statusCode).toBe(200);
    const post = AdminBlogPostResponseSchema.parse(opened.json()).data;
    expect(post.cover?.key).toBe('blog/demo/budget-2025');
  });

  it('keeps revisions with a diff, and restores one', async () => {
    const created = AdminBlogPostResponseSchema.parse(
      (
        await call('POST', '/api/admin/blog/posts', staffToken, draft({ slug: 'revised-post' }))
      ).json(),
    ).data;
    const edited = AdminBlogPostResponseSchema.parse(
      (
        await call(
          'PUT',
          `/api/admin/blog/posts/${created.id}`,
          staffToken,
          draft({
            slug: 'revised-post',
            title: 'Choosing a design partner, revised',
            body_html: '<h2>Portfolio</h2><p>Look at results.</p>',
          }),
        )
      ).json(),
    ).data;
    expect(edited.revisions).toHaveLength(2);
    const first = edited.revisions.at(-1);
    const revision = BlogRevisionResponseSchema.parse(
      (
        await call('GET', `/api/admin/blog/posts/${created.id}/revisions/${first?.id}`, staffToken)
      ).json(),
    ).data;
    expect(
      revision.diff
        .filter((part) => part.kind === 'removed')
        .map((part) => part.text)
        .join(''),
    ).toContain('Title: Choosing a design partner\n');
    expect(
      revision.diff
        .filter((part) => part.kind === 'added')
        .map((part) => part.text)
        .join(''),
    ).toContain('Look at results.');
    const restored = AdminBlogPostResponseSchema.parse(
      (
        await call(
          'POST',
          `/api/admin/blog/posts/${created.id}/revisions/${first?.id}/restore`,
          staffToken,
        )
      ).json(),
    ).data;
    expect(restored.title).toBe('Choosing a design partner');
    expect(restored.revisions).toHaveLength(3);
    expect(
      (await call('GET', `/api/admin/blog/posts/${created.id}/revisions/999999`, staffToken))
        .statusCode,
    ).toBe(404);

    const list = ListAdminBlogPostsResponseSchema.parse(
      (await call('GET', '/api/admin/blog/posts?status=draft&q=revised', staffToken)).json(),
    );
    expect(list.data.map((row) => row.slug)).toEqual(['revised-post']);
  });

  it('shows a draft through a signed preview link until it expires, and to staff', async () => {
    const link = BlogPreviewLinkResponseSchema.parse(
      (await call('POST', '/api/admin/blog/posts/1/preview-link', staffToken)).json(),
    ).data;
    const url = new URL(link.url);
    const slug = url.pathname.split('/').at(-1) ?? '';
    const token = url.searchParams.get('token') ?? '';
    const language = url.searchParams.get('language') ?? 'en';
    const preview = await call(
      'GET',
      `/api/blog/preview/${slug}?language=${language}&token=${token}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    // The token grants that post only, and only until it expires.
    expect(
      (await call('GET', `/api/blog/preview/what-agencies-charge-in-2025?token=${token}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/blog/preview/${slug}?language=${language}&token=${token}x`))
        .statusCode,
    ).toBe(404);
    const before = now;
    now = new Date(now.getTime() + 8 * DAY);
    try {
      expect(
        (await call('GET', `/api/blog/preview/${slug}?language=${language}&token=${token}`))
          .statusCode,
      ).toBe(404);
    } finally {
      now = before;
    }
    const draftPreview = await call(
      'GET',
      '/api/blog/preview/reading-an-agency-contract',
      staffToken,
    );
    expect(draftPreview.statusCode).toBe(200);
    expect(GetBlogPostResponseSchema.parse(draftPreview.json()).data.status).toBe('draft');
  });

  it('adds authors, categories and tags for staff only; a taken slug is a 409', async () => {
    const tag = { kind: 'tag', language: 'es', slug: 'diseno', name: 'Diseño' };
    expect((await call('POST', '/api/admin/blog/terms', memberToken, tag)).statusCode).toBe(404);
    const added = await call('POST', '/api/admin/blog/terms', staffToken, tag);
    expect(added.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/blog/terms', staffToken, tag)).statusCode).toBe(409);
    // The same slug in the other language is another tag.
    expect(
      (await call('POST', '/api/admin/blog/terms', staffToken, { ...tag, language: 'en' }))
        .statusCode,
    ).toBe(200);
    const options = BlogEditorOptionsResponseSchema.parse(
      (await call('GET', '/api/admin/blog/options', staffToken)).json(),
    ).data;
    expect(options.tags.filter((row) => row.slug === 'diseno').map((row) => row.language)).toEqual([
      'en',
      'es',
    ]);
  });

  it('signs preview tokens that cannot be forged or reused for another post', () => {
    const expires = new Date(now.getTime() + DAY);
    const token = previewToken(7, expires, 'a-secret-of-enough-length-0123456789');
    expect(verifyPreviewToken(token, 'a-secret-of-enough-length-0123456789', now)).toBe(7);
    expect(verifyPreviewToken(token, 'another-secret-of-enough-length-012345', now)).toBeNull();
    expect(
      verifyPreviewToken(token.replace(/^7\./, '8.'), 'a-secret-of-enough-length-0123456789', now),
    ).toBeNull();
    expect(
      verifyPreviewToken(
        token,
        'a-secret-of-enough-length-0123456789',
        new Date(expires.getTime() + 1),
      ),
    ).toBeNull();
  });
});
