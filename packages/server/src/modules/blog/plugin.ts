import fp from 'fastify-plugin';
import { createBlogRepository, type BlogRepository } from './repository';
import { createBlogService, type BlogService } from './service';
import { createBlogAdminRepository, type BlogAdminRepository } from './admin-repository';
import { createBlogAdminService, type BlogAdminService } from './admin-service';
import { signingSecretOf } from '../reviews/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The blog's SQL (issue 21). */
    blogRepository: BlogRepository;
    /** The public blog: lists, posts, feeds and sitemap entries. */
    blog: BlogService;
    /** Staff's side of the blog: every state, writes and revisions. */
    blogAdminRepository: BlogAdminRepository;
    /** Writing, scheduling, revisions and signed preview links. */
    blogAdmin: BlogAdminService;
  }
}

/** The blog (its demo covers are drawn on start by seed/demo-plugin.ts). */
export const blogPlugin = fp(
  async (app) => {
    const repository = createBlogRepository(app.database.db);
    app.decorate('blogRepository', repository);
    app.decorate(
      'blog',
      createBlogService(repository, () => app.clock.now()),
    );
    const adminRepository = createBlogAdminRepository(app.database.db);
    app.decorate('blogAdminRepository', adminRepository);
    app.decorate(
      'blogAdmin',
      createBlogAdminService({
        repository: adminRepository,
        storage: app.storage,
        now: () => app.clock.now(),
        // Preview links are signed with the site's signing key (a random one per process when
        // it is not configured: links then die with a restart).
        secret: signingSecretOf(app.appConfig).secret,
        publicUrl: app.appConfig.publicUrl,
      }),
    );
  },
  { name: 'blog', dependencies: ['config', 'database', 'clock', 'storage'] },
);
