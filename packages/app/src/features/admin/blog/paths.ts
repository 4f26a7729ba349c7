/** The blog's pages in the staff area (issue 21). */
export const adminBlogPaths = {
  posts: () => '/admin/blog',
  newPost: (translationOf?: number) =>
    translationOf ? `/admin/blog/new?translation_of=${translationOf}` : '/admin/blog/new',
  post: (id: number) => `/admin/blog/${id}`,
  contributions: () => '/admin/blog/contributions',
};
