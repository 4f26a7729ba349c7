import type { FastifyPluginAsync } from 'fastify';
import escapeHtml from 'escape-html';
import { outboxDirectory, readOutbox, type OutboxMessage } from '../../mail/mailer';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><style>body{font-family:sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}
li{margin:.75rem 0}pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageBody(message: OutboxMessage): string {
  return `<p>From ${escapeHtml(message.from)} to <strong>${escapeHtml(message.to)}</strong>, ${escapeHtml(message.sentAt)}</p>
<pre>${linkify(message.text)}</pre><p><a href="/dev/outbox">Back to the outbox</a></p>`;
}

/**
 * Development only: the e-mails written to `DATA_DIR/outbox`, so a newcomer without SMTP can click
 * a verification link. Registered only when OUTBOX_PAGE is on (never by default in production).
 */
export const outboxRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const directory = outboxDirectory(dataDir);

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await readOutbox(directory);
    const items = messages
      .map(
        (message) =>
          `<li><a href="/dev/outbox/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a> — to ${escapeHtml(message.to)} <small>${escapeHtml(message.sentAt)}</small></li>`,
      )
      .join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(
      'Outbox',
      messages.length ? `<ul>${items}</ul>` : '<p>No e-mail has been sent yet.</p>',
    );
  });

  app.get<{ Params: { id: string } }>(
    '/dev/outbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const message = (await readOutbox(directory)).find((item) => item.id === request.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!message) return reply.status(404).send(page('No such e-mail', ''));
      return page(message.subject, messageBody(message));
    },
  );
};
