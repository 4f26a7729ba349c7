import type { RouteObject } from 'react-router-dom';
import type { ApiClient } from '@atlas/api/client';
import type {
  AdminBlogPost,
  AdminBlogPostRow,
  BlogEditorOptionsResponse,
} from '@atlas/api/endpoints/blog-admin';
import type { RouteHandle } from '../../../shared/routing/head';
import type { QueueData } from '../components/QueuePage';

const handle = (name: string, title: string, description: string) =>
  ({
    name,
    keepAlive: false,
    head: () => ({ title: `Staff: ${title}`, description, noindex: true }),
  }) satisfies RouteHandle;

export type BlogPostsPageData = QueueData<AdminBlogPostRow>;

export interface BlogEditorPageData {
  post: AdminBlogPost | null;
  options: BlogEditorOptionsResponse['data'];
  /** Posts another one may translate (other languages' articles). */
  posts: AdminBlogPostRow[];
  /** The post a new one translates, from `?translation_of=`. */
  translationOf: number | null;
}

/**
 * /admin/blog (the posts), /admin/blog/contributions (the writers' drafts), /admin/blog/new and
 * /admin/blog/{id} (the editor). Loaders come with each page's lazy module.
 */
export function createAdminBlogRoutes(api: ApiClient): RouteObject[] {
  const loaders = () => import('./loaders');
  return [
    {
      path: 'admin/blog',
      lazy: async () => {
        const [{ loadBlogPosts }, { BlogPostsPage }] = await Promise.all([
          loaders(),
          import('./BlogPostsPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadBlogPosts(api, request),
          Component: BlogPostsPage,
        };
      },
      handle: handle('admin-blog', 'blog posts', 'Write, schedule and revise blog posts.'),
    },
    {
      path: 'admin/blog/contributions',
      lazy: async () => {
        const [{ loadContributions }, { ContributionsPage }] = await Promise.all([
          loaders(),
          import('./ContributionsPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadContributions(api, request),
          Component: ContributionsPage,
        };
      },
      handle: handle(
        'admin-blog-contributions',
        'blog contributions',
        "Accept or decline outside writers' drafts.",
      ),
    },
    {
      path: 'admin/blog/new',
      lazy: async () => {
        const [{ loadEditor }, { BlogEditorPage }] = await Promise.all([
          loaders(),
          import('./BlogEditorPage'),
        ]);
        return {
          loader: ({ request }: { request: Request }) => loadEditor(api, request, null),
          Component: BlogEditorPage,
        };
      },
      handle: handle('admin-blog-new', 'new blog post', 'Write a new blog post.'),
    },
    {
      path: 'admin/blog/:id',
      lazy: async () => {
        const [{ loadEditor }, { BlogEditorPage }] = await Promise.all([
          loaders(),
          import('./BlogEditorPage'),
        ]);
        return {
          loader: ({ request, params }: { request: Request; params: { id?: string } }) =>
            loadEditor(api, request, Number(params.id)),
          Component: BlogEditorPage,
        };
      },
      handle: {
        ...handle('admin-blog-id', 'edit blog post', 'Edit a blog post.'),
        params: { id: 'number' },
      },
    },
  ];
}
