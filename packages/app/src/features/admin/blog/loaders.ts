import type { ApiClient } from '@atlas/api/client';
import { staffOnly } from '../staff-only';
import type { BlogEditorPageData, BlogPostsPageData } from './routes';

/** /admin/blog: a page of posts, as the address asks. */
export async function loadBlogPosts(api: ApiClient, request: Request): Promise<BlogPostsPageData> {
  const [{ ListAdminBlogPostsQuerySchema }, { queryOf }] = await Promise.all([
    import('@atlas/api/endpoints/blog-admin'),
    import('../queue-query'),
  ]);
  const query = queryOf(ListAdminBlogPostsQuerySchema, new URL(request.url));
  return staffOnly(async () => {
    const answer = await api.listAdminBlogPosts(query, request.signal);
    return { query, rows: answer.data, total: answer.total };
  });
}

/** /admin/blog/contributions: a page of the queue. */
export async function loadContributions(api: ApiClient, request: Request) {
  const [{ ListBlogContributionsQuerySchema }, { queryOf }] = await Promise.all([
    import('@atlas/api/endpoints/blog-contributions'),
    import('../queue-query'),
  ]);
  const query = queryOf(ListBlogContributionsQuerySchema, new URL(request.url));
  return staffOnly(async () => {
    const answer = await api.listBlogContributions(query, request.signal);
    return { query, rows: answer.data, total: answer.total };
  });
}

/** The editor: the choices, the posts one may translate, and the post (when editing). */
export async function loadEditor(
  api: ApiClient,
  request: Request,
  id: number | null,
): Promise<BlogEditorPageData> {
  return staffOnly(async () => {
    const [options, posts, post] = await Promise.all([
      api.getBlogEditorOptions(request.signal),
      api.listAdminBlogPosts({ page_size: 100, sort: 'updated_at', order: 'desc' }, request.signal),
      id === null ? Promise.resolve(null) : api.getAdminBlogPost(id, request.signal),
    ]);
    const raw = new URL(request.url).searchParams.get('translation_of');
    return {
      options: options.data,
      posts: posts.data,
      post: post?.data ?? null,
      translationOf: raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null,
    };
  });
}
