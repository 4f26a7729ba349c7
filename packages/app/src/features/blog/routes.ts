import {
  comingSoonRoute,
  type ComingSoonPageRoute,
} from '../../shared/coming-soon/comingSoonRoute';
import { COMING_SOON_LINKS } from '../../shared/coming-soon/links';
import type { FeatureRoutes } from '../../shared/routing/feature-routes';

/** The blog of SPEC §2 (English and Spanish); coming soon until the blog issue builds it. */
const BLOG_PAGES: readonly ComingSoonPageRoute[] = [
  {
    path: 'blog',
    name: 'blog',
    title: 'Blog',
    text: 'Articles, guides and research about hiring and running technology and marketing agencies.',
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'blog/:slug',
    name: 'blog-slug',
    title: 'Blog Article',
    text: 'This article will be published here with the rest of our blog.',
    params: { slug: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'blog/category/:index',
    name: 'blog-category-index',
    title: 'Blog Category',
    text: 'Every article of one blog category, newest first.',
    params: { index: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'blog/tag/:index',
    name: 'blog-tag-index',
    title: 'Blog Tag',
    text: 'Every article with one tag, newest first.',
    params: { index: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'blog/preview/:slug?',
    name: 'blog-preview-slug',
    title: 'Article Preview',
    text: 'Authors will preview their drafts here before they are published.',
    params: { slug: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'blog/tech-nations/contribution',
    name: 'blog-tech-nations-contribution',
    title: 'Contribute to Tech Nations',
    text: 'A form to contribute your country’s story to our Tech Nations series.',
    keepAlive: false,
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'es/blog',
    name: 'es-blog',
    title: 'Blog en español',
    text: 'Artículos y guías en español sobre cómo contratar agencias de tecnología y marketing.',
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'es/blog/:slug',
    name: 'es-blog-slug',
    title: 'Artículo del blog',
    text: 'Este artículo se publicará aquí junto con el resto del blog en español.',
    params: { slug: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
  {
    path: 'es/blog/category/:index',
    name: 'es-blog-category-index',
    title: 'Categoría del blog',
    text: 'Todos los artículos de una categoría del blog en español.',
    params: { index: 'slug' },
    links: COMING_SOON_LINKS.reading,
  },
];

export function createBlogRoutes(): FeatureRoutes {
  return { default: BLOG_PAGES.map(comingSoonRoute) };
}
