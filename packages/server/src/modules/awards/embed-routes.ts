import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import escapeHtml from 'escape-html';
import type { AwardNomination } from '@atlas/api/endpoints/awards-pages';
import { AWARD_EDITIONS, VOTING_EDITIONS } from '@atlas/api/options';
import { HttpError } from '../../plugins/errors';

/**
 * The embeddable widgets of SPEC §2 for agencies' own sites: a few kB of HTML and CSS, no script,
 * the company chosen by `?company=`, linking back to its awards page in a new window. These paths
 * alone may be framed by any site (`frame-ancestors *`); every other page keeps SAMEORIGIN.
 */
const EMBED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors *; base-uri 'none'; form-action 'none'";

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;background:transparent}
a.badge{display:flex;gap:10px;align-items:center;max-width:320px;padding:10px 14px;border-radius:12px;background:#101828;color:#fff;text-decoration:none;border:2px solid #f5b700}
a.badge:focus-visible{outline:3px solid #f5b700;outline-offset:2px}
.medal{flex:none;width:40px;height:40px}.b{min-width:0}.t,.n,.c{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.t{font-weight:700;color:#f5b700;text-transform:uppercase;font-size:11px;letter-spacing:.06em}.n{font-weight:700}.c{font-size:12px;color:#d0d5dd}.vote{justify-content:center;font-weight:700;font-size:15px}`;

const MEDAL = `<svg class="medal" viewBox="0 0 40 40" aria-hidden="true"><path d="M12 2h6l4 12h-6z" fill="#4f46e5"/><path d="M28 2h-6l-4 12h6z" fill="#6d5dfc"/><circle cx="20" cy="25" r="12" fill="#f5b700"/><path d="M20 17l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.8-4.9 2.8 1.1-5.3-4-3.7 5.4-.6z" fill="#fff"/></svg>`;

function send(reply: FastifyReply, status: number, title: string, body: string) {
  reply.removeHeader('x-frame-options');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', EMBED_CSP)
    .header('cache-control', status === 200 ? 'public, max-age=600' : 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function companyParam(query: unknown): string | null {
  if (typeof query !== 'object' || query === null || !('company' in query)) return null;
  const value = query.company;
  return typeof value === 'string' && SLUG.test(value) ? value : null;
}

function best(nominations: readonly AwardNomination[]): AwardNomination | undefined {
  return nominations.find((n) => n.status === 'winner') ?? nominations[0];
}

export const awardsEmbedRoutes: FastifyPluginAsync = async (app) => {
  const { awards, appConfig } = app;
  const brand = appConfig.brandName;
  const site = appConfig.publicUrl;

  async function pageOf(slug: string | null) {
    if (!slug) return null;
    try {
      return await awards.company(slug);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  // In maintenance the site sends every page to /maintenance, which a frame elsewhere may not
  // show (SAMEORIGIN): the badge says so itself.
  app.addHook('onRequest', async (request, reply) => {
    if (!appConfig.maintenance || !request.url.startsWith('/awards/embedded/')) return;
    return send(
      reply,
      503,
      `${brand} Awards`,
      `<p>${escapeHtml(brand)} is down for maintenance.</p>`,
    );
  });

  const notFound = (reply: FastifyReply) =>
    send(
      reply,
      404,
      'Badge not found',
      `<p>No badge for this company. Add <code>?company=your-slug</code>.</p>`,
    );

  for (const edition of AWARD_EDITIONS) {
    app.get(`/awards/embedded/${edition}`, { schema: { hide: true } }, async (request, reply) => {
      const page = await pageOf(companyParam(request.query));
      const nomination = best(page?.nominations.filter((n) => n.edition === edition) ?? []);
      if (!page || !nomination) return notFound(reply);
      const title = nomination.status === 'winner' ? `Winner ${edition}` : `Nominee ${edition}`;
      return send(
        reply,
        200,
        `${page.company.name}: ${brand} Awards ${edition}`,
        `<a class="badge" href="${escapeHtml(`${site}/awards/${page.company.slug}`)}" target="_blank" rel="noopener">${MEDAL}<span class="b"><span class="t">${escapeHtml(`${title} · ${brand} Awards`)}</span><span class="n">${escapeHtml(page.company.name)}</span><span class="c">${escapeHtml(nomination.category.name)}</span></span></a>`,
      );
    });
  }

  app.get('/awards/embedded/monthly', { schema: { hide: true } }, async (request, reply) => {
    const page = await pageOf(companyParam(request.query));
    const latest = page ? best(page.nominations.filter((n) => n.status === 'winner')) : undefined;
    if (!page || !latest) return notFound(reply);
    const month = app.clock.now().toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const wins = page.nominations.filter((n) => n.status === 'winner').length;
    return send(
      reply,
      200,
      `${page.company.name}: ${brand} award winner`,
      `<a class="badge" href="${escapeHtml(`${site}/awards/${page.company.slug}`)}" target="_blank" rel="noopener">${MEDAL}<span class="b"><span class="t">${escapeHtml(`${brand} · ${month}`)}</span><span class="n">${escapeHtml(page.company.name)}</span><span class="c">${escapeHtml(`${wins} award ${wins === 1 ? 'win' : 'wins'}, latest ${latest.category.name} ${latest.edition}`)}</span></span></a>`,
    );
  });

  for (const edition of VOTING_EDITIONS) {
    app.get(
      `/awards/embedded/${edition}/voting`,
      { schema: { hide: true } },
      async (request, reply) => {
        const page = await pageOf(companyParam(request.query));
        const nomination = page?.nominations.find((n) => n.edition === edition);
        if (!page || !nomination) return notFound(reply);
        // A new top-level window: the vote happens on our site with its own cookies, so no
        // third-party cookie is ever needed.
        const open = nomination.phase === 'voting';
        const href = open
          ? `${site}/awards-${edition}/vote#category-${nomination.category.slug}`
          : `${site}/awards-${edition}/${nomination.category.slug}`;
        const label = open
          ? `Vote for ${page.company.name} in the ${brand} Awards ${edition}`
          : `${page.company.name}: ${brand} Awards ${edition} (voting has ended)`;
        return send(
          reply,
          200,
          label,
          `<a class="badge vote" href="${escapeHtml(href)}" target="_blank" rel="noopener">${MEDAL}<span>${escapeHtml(label)}</span></a>`,
        );
      },
    );
  }
};
