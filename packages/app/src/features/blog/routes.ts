import type { RouteObject } from 'react-router-dom';
import type { BlogLanguage } from '@atlas/api/blog-paths';
import type { FeatureRoutes, RouteDependencies } from '../../shared/routing/feature-routes';
import type { RouteHandle } from '../../shared/routing/head';
import type { BlogListKind } from './blog';
import type { PageHead } from '../../shared/routing/head';

const FALLBACK_HEAD = {
  title: 'Blog',
  description: 'Articles about hiring technology and marketing agencies.',
};

function isPageHead(value: unknown): value is PageHead {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'description' in value &&
    typeof value.description === 'string'
  );
}

/** The head a blog loader made (see blog.ts), or the fallback while there is none. */
function headOf(loaderData: unknown, fallback: PageHead): PageHead {
  const head: unknown =
    typeof loaderData === 'object' && loaderData !== null && 'head' in loaderData
      ? loaderData.head
      : undefined;
  return isPageHead(head) ? head : fallback;
}

/** The blog of SPEC §2 in English and Spanish (issue 21). */
export function createBlogRoutes({ api, store }: RouteDependencies): FeatureRoutes {
  // The loaders make the head, with the request's (or tab's) public configuration.
  const config = () => {
    if (!store) throw new Error('The blog routes need the stores (their configuration).');
    return store.config;
  };
  const list = (
    path: string,
    name: string,
    language: BlogLanguage,
    kind: BlogListKind,
  ): RouteObject => ({
    path,
    lazy: async () => {
      const [{ createBlogListLoader }, { BlogListPage }] = await Promise.all([
        import('./blog'),
        import('./pages/BlogListPage'),
      ]);
      return {
        loader: createBlogListLoader(api, config(), language, kind),
        Component: BlogListPage,
      };
    },
    handle: {
      name,
      ...(kind === 'home' ? {} : { params: { index: 'slug' } }),
      head: (loaderData: unknown) => headOf(loaderData, FALLBACK_HEAD),
    } satisfies RouteHandle,
  });
  const post = (path: string, name: string, language: BlogLanguage): RouteObject => ({
    path,
    lazy: async () => {
      const [{ createBlogPostLoader }, { BlogPostPage }] = await Promise.all([
        import('./blog'),
        import('./pages/BlogPostPage'),
      ]);
      return { loader: createBlogPostLoader(api, config(), language), Component: BlogPostPage };
    },
    handle: {
      name,
      params: { slug: 'slug' },
      head: (loaderData: unknown) => headOf(loaderData, FALLBACK_HEAD),
    } satisfies RouteHandle,
  });
  return {
    default: [
      list('blog', 'blog', 'en', 'home'),
      post('blog/:slug', 'blog-slug', 'en'),
      list('blog/category/:index', 'blog-category-index', 'en', 'category'),
      list('blog/tag/:index', 'blog-tag-index', 'en', 'tag'),
      list('es/blog', 'es-blog', 'es', 'home'),
      post('es/blog/:slug', 'es-blog-slug', 'es'),
      list('es/blog/category/:index', 'es-blog-category-index', 'es', 'category'),
      {
        path: 'blog/preview/:slug?',
        lazy: async () => {
          const [{ createBlogPreviewLoader }, { BlogPostPage }] = await Promise.all([
            import('./blog'),
            import('./pages/BlogPostPage'),
          ]);
          return { loader: createBlogPreviewLoader(api, config()), Component: BlogPostPage };
        },
        handle: {
          name: 'blog-preview-slug',
          keepAlive: false,
          params: { slug: 'slug' },
          // Never indexed, whatever the loader made.
          head: (loaderData: unknown) => ({
            ...headOf(loaderData, FALLBACK_HEAD),
            noindex: true,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'blog/tech-nations/contribution',
        lazy: async () => ({
          Component: (await import('./pages/ContributionPage')).ContributionPage,
        }),
        handle: {
          name: 'blog-tech-nations-contribution',
          keepAlive: false,
          head: () => ({
            title: 'Contribute to Tech Nations',
            description:
              'Send our editors a draft about your country’s technology industry for the Tech Nations series.',
          }),
        } satisfies RouteHandle,
      },
    ],
  };
}
