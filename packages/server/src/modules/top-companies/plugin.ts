import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { createTopCompaniesRepository, type TopCompaniesRepository } from './repository';
import { createTopCompaniesService, type TopCompaniesService } from './service';
import { renderTopCompaniesPng } from './screenshot';
import { HttpError } from '../../plugins/errors';
import { createTurns, TooBusyError } from './turns';
import { createOrdersRepository } from './orders-repository';
import { createOrdersService, type OrdersService } from './orders';
import { runEvery } from '../../lib/every';

declare module 'fastify' {
  interface FastifyInstance {
    /** TOP 10 pages and sponsorships (issue 22). */
    topCompanies: TopCompaniesService;
    topCompaniesRepository: TopCompaniesRepository;
    /** Purchases, webhooks, renewals and invoices of sponsorships (issue 22). */
    sponsorshipOrders: OrdersService;
  }
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** /top-companies/{service?}/{city?}/screenshot, in the lower-case form the guards leave alone. */
const SCREENSHOT_PATH = new RegExp(`^/top-companies(?:/(${SLUG}))?(?:/(${SLUG}))?/screenshot$`);

/**
 * The TOP 10 service, and the shareable image of a TOP 10 page. The image answers its page's own
 * address (SPEC §2 `/top-companies/{service?}/{city?}/screenshot`) from a request hook, so any
 * address it cannot draw — a legacy slug (301), an unknown place (404 page), maintenance — goes on
 * to the rendered pages and their guards, exactly as before.
 */
export const topCompaniesPlugin = fp(
  async (app) => {
    const repository = createTopCompaniesRepository(app.database.db);
    app.decorate('topCompaniesRepository', repository);
    const service = createTopCompaniesService(
      repository,
      app.companyRepository,
      app.locationRepository,
      app.clock,
    );
    app.decorate('topCompanies', service);
    const orders = createOrdersService({
      db: app.database.db,
      repository,
      orders: createOrdersRepository(app.database.db),
      provider: app.payments,
      clock: app.clock,
      mailQueue: app.mailQueue,
      publicUrl: app.appConfig.publicUrl,
      brandName: app.appConfig.brandName,
      staffEmail: app.appConfig.contactEmail,
    });
    app.decorate('sponsorshipOrders', orders);
    runEvery(app, app.appConfig.payments.renewalIntervalMs, 'sponsorship renewals', () =>
      orders.renewDue(),
    );

    // Drawn once per version of the list (its content hash): a new review, score or sponsor
    // changes the hash, and the next request draws the new list.
    const images = new LRUCache<string, Promise<Buffer>>({ max: 200 });
    const drawing = createTurns(8);

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (app.appConfig.maintenance) return;
      const match = SCREENSHOT_PATH.exec(request.url.split('?')[0] ?? '');
      if (!match) return;
      const [first, second] = [match[1], match[2]];
      const [serviceSlug, citySlug] = second === undefined ? [undefined, first] : [first, second];
      if (citySlug === undefined) return;
      let list;
      try {
        list = await service.list(citySlug, serviceSlug);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return;
        throw error;
      }
      const etag = `"${list.version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=3600')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      let image = images.get(list.version);
      if (!image) {
        const listToDraw = list;
        image = drawing.run(() => renderTopCompaniesPng(listToDraw, app.appConfig.brandName));
        images.set(list.version, image);
        image.catch(() => images.delete(listToDraw.version));
      }
      let png: Buffer;
      try {
        png = await image;
      } catch (error) {
        if (!(error instanceof TooBusyError)) throw error;
        return reply
          .removeHeader('etag')
          .status(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(error.message);
      }
      return reply.type('image/png').send(png);
    });
  },
  {
    name: 'top-companies',
    dependencies: [
      'config',
      'database',
      'company-search',
      'clock',
      'locations',
      'payments',
      'mail',
    ],
  },
);
