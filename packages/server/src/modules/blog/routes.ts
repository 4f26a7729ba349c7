import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBlogPostEndpoint, listBlogPostsEndpoint } from '@atlas/api/endpoints/blog-posts';
import { schemaOf } from '../../lib/endpoint-schema';

/** /api/blog/… (issue 21): the public blog. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blog } = app;

  app.get(
    listBlogPostsEndpoint.path,
    { schema: schemaOf(listBlogPostsEndpoint) },
    async (request) => blog.list(request.query),
  );

  app.get(getBlogPostEndpoint.path, { schema: schemaOf(getBlogPostEndpoint) }, async (request) => ({
    data: await blog.post(request.params.language, request.params.slug),
  }));
};
