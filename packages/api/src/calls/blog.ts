import { defineCalls } from './define-calls';

const blogPosts = () => import('../endpoints/blog-posts');
const blogAdmin = () => import('../endpoints/blog-admin');
const blogContributions = () => import('../endpoints/blog-contributions');

/** The blog (issue 21): its posts, the editor, contributions from companies. */
export const blogCalls = defineCalls({
  listBlogPosts: blogPosts,
  getBlogPost: blogPosts,
  listAdminBlogPosts: blogAdmin,
  getBlogEditorOptions: blogAdmin,
  createBlogPost: blogAdmin,
  getAdminBlogPost: blogAdmin,
  updateBlogPost: blogAdmin,
  getBlogRevision: blogAdmin,
  restoreBlogRevision: blogAdmin,
  createBlogPreviewLink: blogAdmin,
  uploadBlogImage: blogAdmin,
  getBlogPreview: blogAdmin,
  createBlogTerm: blogAdmin,
  submitBlogContribution: blogContributions,
  listBlogContributions: blogContributions,
  decideBlogContribution: blogContributions,
});
