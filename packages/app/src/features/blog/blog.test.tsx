import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { RouterProvider, type LoaderFunctionArgs } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import type { BlogPost, BlogPostSummary } from '@atlas/api/blog';
import type { ListBlogPostsResponse } from '@atlas/api/endpoints/blog-posts';
import { ApiError } from '@atlas/api/http';
import { DEFAULT_VARIANTS } from '@atlas/api/variants';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { createTestRouter } from '../../test/router';
import {
  blogListHead,
  blogPostHead,
  createBlogListLoader,
  createBlogPostLoader,
  type BlogPostPageData,
} from './blog';
import { createBlogRoutes } from './routes';
// Loaded up front, so the routes' lazy imports resolve at once.
import './pages/BlogListPage';
import './pages/BlogPostPage';
import './i18n';

const SLOW = { timeout: 8000 };

function loaderArgs(
  path: string,
  pattern: string,
  params: Record<string, string>,
): LoaderFunctionArgs {
  const url = new URL(`https://atlas.test${path}`);
  return { request: new Request(url), url, pattern, params, context: {} };
}

function summary(language: 'en' | 'es', slug: string, title: string): BlogPostSummary {
  return {
    language,
    slug,
    title,
    excerpt: `About ${title}`,
    published_at: '2025-06-28T10:00:00.000Z',
    reading_minutes: 4,
    author: { slug: 'maria-lopez', name: 'María López', bio: 'Editor.' },
    category: {
      slug: language === 'en' ? 'hiring-agencies' : 'contratar-agencias',
      name: language === 'en' ? 'Hiring Agencies' : 'Contratar agencias',
    },
    cover: {
      alt: '',
      width: 1600,
      height: 900,
      src: '/uploads/blog/demo/a-1600.webp',
      webp: '/uploads/blog/demo/a-480.webp 480w, /uploads/blog/demo/a-1600.webp 1600w',
      avif: '/uploads/blog/demo/a-480.avif 480w, /uploads/blog/demo/a-1600.avif 1600w',
    },
  };
}

const spanishPost: BlogPost = {
  ...summary('es', 'como-escribir-un-briefing', 'Cómo escribir un briefing'),
  body_html:
    '<h2 id="empiece-por-el-problema">Empiece por el problema</h2><p>Texto.</p><h2 id="diga-cuanto">Diga cuánto</h2><p>Más.</p>',
  updated_at: '2025-06-29T10:00:00.000Z',
  headings: [
    { id: 'empiece-por-el-problema', text: 'Empiece por el problema', level: 2 },
    { id: 'diga-cuanto', text: 'Diga cuánto', level: 2 },
  ],
  tags: [{ slug: 'presupuestos', name: 'Presupuestos' }],
  translations: [{ language: 'en', slug: 'how-to-write-a-project-brief' }],
  related: [summary('es', 'otra', 'Otra guía')],
  companies: [
    {
      slug: 'acme',
      name: 'Acme Studio',
      summary: 'Design',
      logo: null,
      rating: 4.5,
      reviews_count: 12000,
    },
  ],
  status: 'published',
};

function renderAt(path: string) {
  const api = createTestApiClient({
    getBlogPost: async ({ language, slug }) => {
      if (language === 'es' && slug === spanishPost.slug) return { data: spanishPost };
      throw new ApiError(404, 'Post not found');
    },
    listBlogPosts: async (query): Promise<ListBlogPostsResponse> => {
      if (query.category === 'nothing-here')
        return {
          data: [],
          total: 0,
          page: 1,
          page_count: 1,
          term: {
            kind: 'category',
            slug: 'nothing-here',
            name: 'Vacía',
            description: '',
            translations: [],
          },
          categories: [],
        };
      return {
        data: [
          summary(query.language ?? 'en', 'one', 'One'),
          summary(query.language ?? 'en', 'two', 'Two'),
        ],
        total: 20,
        page: Number(query.page ?? 1),
        page_count: 3,
        term: null,
        categories: [{ slug: 'hiring-agencies', name: 'Hiring Agencies' }],
      };
    },
  });
  const store = new RootStore(testPublicConfig, api, {
    user: { user: null },
    ui: { companiesPageType: null },
    variants: DEFAULT_VARIANTS,
  });
  const routes = createBlogRoutes({ api, store });
  // The loaders come with the lazy modules (the app's guards run them); nothing shows before.
  const router = createTestRouter(
    (routes.default ?? []).map((route) => ({ ...route, HydrateFallback: () => null })),
    { initialEntries: [path] },
  );
  return render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the blog (issue 21)', () => {
  it('shows a Spanish post in Spanish: table of contents, dates, numbers and labels', async () => {
    const view = renderAt('/es/blog/como-escribir-un-briefing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo escribir un briefing' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole('navigation', { name: 'Contenido' });
    expect(within(toc).getByRole('link', { name: 'Diga cuánto' })).toHaveAttribute(
      'href',
      '#diga-cuanto',
    );
    expect(screen.getAllByText(/28 de junio de 2025/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/4 min de lectura/).length).toBeGreaterThan(0);
    // Numbers in the page's locale: Spanish groups thousands with a dot.
    expect(screen.getByText('12.000 reseñas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer este artículo en inglés' })).toHaveAttribute(
      'href',
      '/blog/how-to-write-a-project-brief',
    );
    expect(screen.getByRole('heading', { name: 'Artículos relacionados' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Empresas mencionadas en este artículo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/min read|Contents|Related articles/)).toBeNull();
    expect((await axe.run(view.container)).violations).toEqual([]);
  });

  it('lists posts with real pagination links and translated labels', async () => {
    renderAt('/es/blog?page=2');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const pages = screen.getByRole('navigation', { name: 'Páginas de artículos' });
    expect(within(pages).getByRole('link', { name: 'Ir a la página 3' })).toHaveAttribute(
      'href',
      '/es/blog?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Ir a la página 1' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
    expect(screen.getByText(/20 artículos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog en inglés' })).toHaveAttribute('href', '/blog');
  });

  it('shows the empty state of a category in its language', async () => {
    renderAt('/es/blog/category/nothing-here');
    expect(await screen.findByText('Todavía no hay artículos', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
  });

  it('answers an unknown post, a bad page number or an API 404 with a 404', async () => {
    const api = createTestApiClient({
      getBlogPost: async () => {
        throw new ApiError(404, 'Post not found');
      },
    });
    const load = createBlogPostLoader(api, testPublicConfig, 'en');
    await expect(
      load(loaderArgs('/blog/no-such-post', '/blog/:slug', { slug: 'no-such-post' })),
    ).rejects.toMatchObject({ init: { status: 404 } });
    const list = createBlogListLoader(api, testPublicConfig, 'en', 'home');
    await expect(list(loaderArgs('/blog?page=0', '/blog', {}))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('the blog head', () => {
  const pageData: Omit<BlogPostPageData, 'head'> = {
    language: 'es',
    post: spanishPost,
    preview: false,
    text: {
      title: spanishPost.title,
      description: spanishPost.excerpt,
      home: 'Inicio',
      blog: 'Blog',
    },
  };

  it('links both languages with hreflang and describes the post as a BlogPosting', () => {
    const head = blogPostHead(pageData, testPublicConfig);
    expect(head.lang).toBe('es');
    expect(head.canonicalPath).toBe('/es/blog/como-escribir-un-briefing');
    expect(head.links).toEqual(
      expect.arrayContaining([
        { rel: 'alternate', hreflang: 'en', href: '/blog/how-to-write-a-project-brief' },
        { rel: 'alternate', hreflang: 'es', href: '/es/blog/como-escribir-un-briefing' },
        { rel: 'alternate', hreflang: 'x-default', href: '/blog/how-to-write-a-project-brief' },
      ]),
    );
    expect(head.ogImage).toBe('/uploads/blog/demo/a-1600.webp');
    expect(head.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual([
      'BlogPosting',
      'BreadcrumbList',
    ]);
    expect(blogPostHead({ ...pageData, preview: true }, testPublicConfig).noindex).toBe(true);
  });

  it('gives a later page of a list its own canonical and prev/next links', () => {
    const head = blogListHead(
      {
        language: 'en',
        kind: 'home',
        list: {
          data: [],
          total: 20,
          page: 2,
          page_count: 3,
          term: null,
          categories: [],
        },
        text: { title: 'Blog – page 2', description: 'd', home: 'Home', blog: 'Blog' },
      },
      testPublicConfig,
    );
    expect(head.canonicalPath).toBe('/blog?page=2');
    expect(head.links).toEqual(
      expect.arrayContaining([
        { rel: 'prev', href: '/blog' },
        { rel: 'next', href: '/blog?page=3' },
      ]),
    );
  });
});
