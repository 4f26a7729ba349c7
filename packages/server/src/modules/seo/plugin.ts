import fp from 'fastify-plugin';
import { createSeoRepository } from './repository';
import { createSitemapSource, type SitemapSource } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sitemapSource: SitemapSource;
  }
}

export const seoPlugin = fp(
  async (app) => {
    app.decorate('sitemapSource', createSitemapSource(createSeoRepository(app.database)));
  },
  { name: 'seo', dependencies: ['database'] },
);
