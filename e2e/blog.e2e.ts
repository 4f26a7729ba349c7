import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkedAndLooked,
  DESKTOP_VIEWPORT,
  hydrated,
  LOGO_PNG,
  logInTo,
  registerAndVerify,
  unexpected,
  useBrowserContext,
  watchConsole,
} from './browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
// axe is injected by the tests, so the contexts bypass the pages' CSP.
const browsing = useBrowserContext({ bypassCSP: true });

const stamp = Date.now();
const staff = {
  name: 'Bea Blogger',
  email: `blog.staff.${stamp}@atlas.test`,
  password: 'blog staff password 123',
};
const englishSlug = `working-with-agencies-${stamp}`;
const spanishSlug = `trabajar-con-agencias-${stamp}`;
const englishTitle = `Working with agencies ${stamp}`;
const spanishTitle = `Trabajar con agencias ${stamp}`;

async function looked(page: Page, name: string): Promise<void> {
  await checkedAndLooked(page, `blog-${name}`);
}

/** Fills the editor's fields shared by both languages, and saves. */
async function writePost(
  admin: Page,
  post: { title: string; slug: string; excerpt: string; text: string; category: string },
) {
  await admin.getByRole('textbox', { name: /^Title/ }).fill(post.title);
  await admin.getByRole('textbox', { name: /^Slug/ }).fill(post.slug);
  await admin.getByLabel('Excerpt').fill(post.excerpt);
  await admin.locator('#blog-body').click();
  await admin.keyboard.type(post.text);
  await admin.getByLabel('Author').selectOption('maria-lopez');
  await admin.getByLabel('Category').selectOption(post.category);
}

describe('the blog', () => {
  it('staff write, preview, translate, schedule and publish a post; readers find it everywhere', async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await registerAndVerify(page, baseUrl, staff);
    await promisify(execFile)('pnpm', ['--silent', 'staff', 'grant', staff.email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      cwd: new URL('..', import.meta.url).pathname,
    });

    const staffContext = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const admin = await staffContext.newPage();
      const adminProblems = watchConsole(admin);
      await logInTo(admin, baseUrl, staff, '/admin/blog/new');
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Write a blog post' }).waitFor();

      // The English post, with a cover uploaded through the storage port.
      await writePost(admin, {
        title: englishTitle,
        slug: englishSlug,
        excerpt: 'Habits that keep projects with an agency on track.',
        text: 'Agree on overlap hours and write every decision down.',
        category: 'hiring-agencies',
      });
      await admin
        .locator('input[type="file"][accept="image/png,image/jpeg,image/webp,image/gif"]')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: LOGO_PNG });
      await admin.getByRole('img', { name: 'The cover as uploaded' }).waitFor();
      await admin.getByLabel('Cover description (alt text)').fill('A blue square');
      await admin.getByLabel('Outsourcing').check();
      await looked(admin, 'editor');
      await admin.getByRole('button', { name: 'Save the new post' }).click();
      await admin.waitForURL(/\/admin\/blog\/\d+$/);
      const englishEditor = admin.url();
      await admin.getByRole('heading', { level: 1, name: `Edit “${englishTitle}”` }).waitFor();

      // A draft: readers get a 404, the signed preview link shows it (never indexed).
      expect((await page.goto(`${baseUrl}/blog/${englishSlug}`))?.status()).toBe(404);
      await admin.getByRole('button', { name: 'Create a preview link' }).click();
      const previewField = admin.getByLabel('Preview link (works for 7 days, never indexed)');
      await previewField.waitFor();
      const previewUrl = new URL(await previewField.inputValue());
      const visitor = await browsing.browser.newContext({ bypassCSP: true });
      try {
        const preview = await visitor.newPage();
        const answer = await preview.goto(`${baseUrl}${previewUrl.pathname}${previewUrl.search}`);
        expect(answer?.status()).toBe(200);
        await preview.getByRole('heading', { level: 1, name: englishTitle }).waitFor();
        expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe(
          'noindex',
        );
        await preview.getByText('Preview: this article is not public yet (draft).').waitFor();
        // The same path without the token is nobody's business.
        expect((await preview.goto(`${baseUrl}${previewUrl.pathname}`))?.status()).toBe(404);
      } finally {
        await visitor.close();
      }

      // Its Spanish translation, published at once.
      await admin.getByRole('link', { name: 'Translate into Spanish' }).click();
      await admin.waitForURL(/\/admin\/blog\/new\?translation_of=\d+/);
      await admin.getByRole('heading', { level: 1, name: 'Write a blog post' }).waitFor();
      await writePost(admin, {
        title: spanishTitle,
        slug: spanishSlug,
        excerpt: 'Hábitos que mantienen en marcha los proyectos con una agencia.',
        text: 'Acuerde horas en común y escriba cada decisión.',
        category: 'contratar-agencias',
      });
      await admin.getByLabel(/Published \(public now/).check();
      await admin.getByRole('button', { name: 'Save the new post' }).click();
      await admin.waitForURL(/\/admin\/blog\/\d+$/);
      await admin.getByRole('link', { name: `en: ${englishSlug}` }).waitFor();

      // Scheduled for tomorrow: still not public.
      await admin.goto(englishEditor);
      await hydrated(admin);
      // The editor opens with the saved text.
      await admin
        .locator('#blog-body')
        .getByText('Agree on overlap hours and write every decision down.')
        .waitFor();
      await admin.locator('#blog-body').screenshot({ path: '/tmp/blog-body.png' });
      await admin.getByLabel(/Scheduled \(public from/).check();
      const tomorrow = new Date(Date.now() + 86_400_000);
      const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000);
      await admin.locator('input[name="publish_at"]').fill(local.toISOString().slice(0, 16));
      await admin.getByRole('button', { name: 'Save the post' }).click();
      await admin.getByText('The post is saved.').waitFor();
      expect((await page.goto(`${baseUrl}/blog/${englishSlug}`))?.status()).toBe(404);

      // Published now. The form is filled once the editor is up, as above: the body's editor
      // loads after the page and must not find the fields half changed.
      await admin.goto(englishEditor);
      await hydrated(admin);
      await admin
        .locator('#blog-body')
        .getByText('Agree on overlap hours and write every decision down.')
        .waitFor();
      await admin.locator('input[name="publish_at"]').fill('');
      await admin.getByLabel(/Published \(public now/).check();
      // A changed text makes a revision.
      await admin.getByLabel('Excerpt').fill('Habits that keep agency projects on track.');
      await admin.getByRole('button', { name: 'Save the post' }).click();
      await admin.getByText('The post is saved.').waitFor();
      // Revisions: the first save and the edits, each comparable with the current text.
      await admin.getByRole('button', { name: 'Restore' }).nth(1).waitFor();
      await admin.getByRole('button', { name: 'Compare with the current text' }).last().click();
      await admin.getByLabel('Changes from this revision to the current text').waitFor();
      await looked(admin, 'admin-editor-revisions');
      await admin.goto(`${baseUrl}/admin/blog`);
      await hydrated(admin);
      await admin.getByRole('grid', { name: 'Blog posts' }).getByText(englishTitle).waitFor();
      await looked(admin, 'admin-posts');
      expect(unexpected(adminProblems)).toEqual([]);
    } finally {
      await staffContext.close();
    }

    // Readers: the lists of both languages, the post with hreflang, its category and tag.
    await page.goto(`${baseUrl}/blog`);
    await hydrated(page);
    await page.getByRole('link', { name: englishTitle }).waitFor();
    await looked(page, 'list');
    await page.getByRole('link', { name: englishTitle }).click();
    await page.waitForURL(`${baseUrl}/blog/${englishSlug}`);
    await page.getByRole('heading', { level: 1, name: englishTitle }).waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const origin = await canonicalOrigin(page);
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toBe(
      `${origin}/es/blog/${spanishSlug}`,
    );
    expect(await page.locator('picture source[type="image/avif"]').count()).toBeGreaterThan(0);
    await looked(page, 'post-en');

    await page.getByRole('link', { name: 'Read this article in Spanish' }).click();
    await page.waitForURL(`${baseUrl}/es/blog/${spanishSlug}`);
    await page.getByRole('heading', { level: 1, name: spanishTitle }).waitFor();
    // Navigated in the app, the document's language follows the page.
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // Fresh from the server (the English page is no longer kept alive beside it).
    await page.reload();
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('link', { name: 'Leer este artículo en inglés' }).waitFor();
    await looked(page, 'post-es');
    // The site's chrome speaks the page's language too (issue 21), from the server and after
    // hydration alike.
    await page.getByRole('navigation', { name: 'Principal' }).getByText('Empresas').waitFor();
    await page.getByRole('contentinfo').getByText('Todos los derechos reservados.').waitFor();
    expect(await page.getByRole('contentinfo').getByText('All rights reserved.').count()).toBe(0);
    // Back on an English page, English again.
    await page.getByRole('link', { name: 'Leer este artículo en inglés' }).click();
    await page.waitForURL(`${baseUrl}/blog/${englishSlug}`);
    await page.getByRole('contentinfo').getByText('All rights reserved.').waitFor();

    await page.goto(`${baseUrl}/es/blog`);
    await hydrated(page);
    await page.getByRole('link', { name: spanishTitle }).waitFor();
    await page.goto(`${baseUrl}/blog/category/hiring-agencies`);
    await page.getByRole('link', { name: englishTitle }).waitFor();
    await page.goto(`${baseUrl}/blog/tag/outsourcing`);
    await page.getByRole('link', { name: englishTitle }).waitFor();
    expect(unexpected(problems)).toEqual([]);

    // The feeds and the sitemap.
    const rss = await (await fetch(`${baseUrl}/blog/rss.xml`)).text();
    expect(rss).toContain(`/blog/${englishSlug}`);
    const atom = await (await fetch(`${baseUrl}/es/blog/atom.xml`)).text();
    expect(atom).toContain(`/es/blog/${spanishSlug}`);
    const sitemap = await (await fetch(`${baseUrl}/sitemaps/blog.xml`)).text();
    expect(sitemap).toContain(`/blog/${englishSlug}`);
    expect(sitemap).toContain(`hreflang="es"`);
  });

  it("an outside writer's draft reaches the staff queue, and the writer hears the decision", async () => {
    const page = await browsing.context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${baseUrl}/blog/tech-nations/contribution`);
    await hydrated(page);
    await looked(page, 'contribution');
    const writer = `writer.${stamp}@example.com`;
    const title = `Tech Nations: Portugal again ${stamp}`;
    await page.getByLabel('Your name').fill('Wren Writer');
    await page.getByLabel('E-mail address').fill(writer);
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page
      .getByRole('textbox', { name: /^Your draft/ })
      .fill('Portugal has two busy technology hubs and a growing design scene. '.repeat(5));
    await page
      .getByRole('textbox', { name: /^About you/ })
      .fill('Wren writes about the Portuguese start-up scene.');
    await page.getByRole('textbox', { name: /^Links/ }).fill('https://wren.example.com');
    await page.getByRole('status').filter({ hasText: 'Human check passed.' }).waitFor();
    await page.getByRole('button', { name: 'Send the draft' }).dblclick();
    await page.getByRole('heading', { name: 'Draft received' }).waitFor();
    expect(unexpected(problems)).toEqual([]);

    const staffContext = await browsing.browser.newContext({
      bypassCSP: true,
      viewport: DESKTOP_VIEWPORT,
    });
    try {
      const admin = await staffContext.newPage();
      await logInTo(admin, baseUrl, staff, '/admin/blog/contributions');
      await hydrated(admin);
      await admin.getByRole('heading', { level: 1, name: 'Blog contributions' }).waitFor();
      const grid = admin.getByRole('grid', { name: 'Blog contributions' });
      // One row, however often the button was pressed.
      await grid.getByText(title).waitFor();
      expect(await grid.getByText(title).count()).toBe(1);
      await looked(admin, 'admin-contributions');
      await grid.getByRole('button', { name: `Approve ${title}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Approve ${title}` });
      await dialog.getByRole('button', { name: 'Accept and e-mail' }).click();
      await admin.getByText(`“${title}” is accepted; the writer is e-mailed.`).waitFor();
    } finally {
      await staffContext.close();
    }
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/dev/outbox`);
          return page.getByRole('link', { name: /is accepted/ }).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });
});

/** The origin the server writes into canonical and alternate links (its PUBLIC_URL). */
async function canonicalOrigin(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(canonical ?? 'http://invalid').origin;
}
