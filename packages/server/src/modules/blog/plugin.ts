import fp from 'fastify-plugin';
import { DEMO_COVER_PREFIX } from '../../seed/blog';
import { drawDemoCover, LARGEST_COVER_WIDTH, storeCover } from './cover';
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

/**
 * The blog. The demo posts point at covers under blog/demo/; on start, those missing from
 * storage (a fresh data directory, a new bucket) are drawn, so `pnpm start` shows real images.
 */
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
    // Only where demo data is seeded: test servers seed their own data and need no pictures.
    if (!app.appConfig.seedDemoData) return;
    // Drawn after the server is ready, not as part of getting ready: on a busy machine drawing
    // every cover can take longer than Fastify waits for a start-up hook, and a missing picture
    // for a few seconds is better than a server that fails to start. Closing waits for it.
    let stopping = false;
    let drawing: Promise<void> = Promise.resolve();
    const drawMissingCovers = async () => {
      for (const key of await repository.coverKeys(DEMO_COVER_PREFIX)) {
        if (stopping) return;
        if (await app.storage.has(`${key}-${LARGEST_COVER_WIDTH}.webp`)) continue;
        await storeCover(app.storage, await drawDemoCover(key), key);
      }
    };
    app.addHook('onReady', async () => {
      drawing = drawMissingCovers().catch((error: unknown) =>
        app.log.error({ err: error }, 'drawing the demo blog covers failed'),
      );
    });
    app.addHook('onClose', async () => {
      stopping = true;
      await drawing;
    });
  },
  { name: 'blog', dependencies: ['config', 'database', 'clock', 'storage'] },
);
