import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import escapeHtml from 'escape-html';
import { formatPrice } from '@atlas/api/sponsorship';
import {
  STAND_IN_CARDS,
  STAND_IN_CHECKOUT_PATH,
  isStandInCard,
  type StandInCheckout,
} from './stand-in';
import { PAYMENTS_WEBHOOK_PATH } from './webhook';

const TOKEN = /^[A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{20,100}$/;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}h1{font-size:1.4rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}fieldset{border:1px solid #ccd;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}label{display:block;padding:.5rem 0;min-height:24px}button{font:inherit;font-weight:600;border-radius:8px;padding:.75rem 1rem;min-height:44px;width:100%;margin-top:.5rem;cursor:pointer}.pay{background:#0b5cd5;color:#fff;border:0}.cancel{background:#fff;color:#1b1f24;border:1px solid #889}.note{font-size:.85rem;color:#555}</style></head><body><main>${body}</main></body></html>`,
    );
}

function checkoutForm(token: string, checkout: StandInCheckout) {
  const cards = Object.entries(STAND_IN_CARDS)
    .map(
      ([number, card], index) =>
        `<label><input type="radio" name="card" value="${number}"${index === 0 ? ' checked' : ''}> ${escapeHtml(card.label)}</label>`,
    )
    .join('');
  const action = `${STAND_IN_CHECKOUT_PATH}?session=${token}`;
  return `<h1>Stand-in checkout</h1>
<p class="note">A local stand-in for a payments provider: no card is charged. It reports your answer to the site with a signed webhook, as a real provider does.</p>
<p>${escapeHtml(checkout.desc)}</p>
<p class="amount">${escapeHtml(checkout.cur === 'USD' ? formatPrice(checkout.amt) : `${(checkout.amt / 100).toFixed(2)} ${checkout.cur}`)}</p>
<form method="post" action="${escapeHtml(action)}"><fieldset><legend>Test card</legend>${cards}</fieldset>
<button class="pay" type="submit" name="answer" value="pay">Pay now</button>
<button class="cancel" type="submit" name="answer" value="cancel">Cancel and go back</button></form>`;
}

/**
 * The stand-in provider's checkout page (only when the stand-in runs): the buyer picks a test
 * card and pays or cancels; the stand-in then delivers its signed webhook to this server over
 * HTTP, as a provider would, and sends the browser back to the site.
 */
export const standInCheckoutRoutes: FastifyPluginAsync = async (app) => {
  const standIn = app.standInPayments;
  if (!standIn) return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  const expired = (reply: FastifyReply) =>
    page(
      reply,
      404,
      'Checkout not found',
      '<h1>This checkout has expired</h1><p>Go back to the site and start the payment again.</p>',
    );

  /** The signed checkout of the `session` parameter (a repeated parameter is none). */
  const sessionOf = (query: unknown) => {
    const value = (query as Record<string, unknown> | null)?.session;
    return typeof value === 'string' ? value : '';
  };

  app.get(STAND_IN_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = sessionOf(request.query);
    const checkout = TOKEN.test(token) ? standIn.readCheckout(token) : null;
    if (!checkout) return expired(reply);
    return page(reply, 200, 'Stand-in checkout', checkoutForm(token, checkout));
  });

  app.post(STAND_IN_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = sessionOf(request.query);
    if (!TOKEN.test(token) || !standIn.readCheckout(token)) return expired(reply);
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const answer = form.get('answer');
    const card = form.get('card') ?? '';
    if (answer !== 'pay' && answer !== 'cancel')
      return page(reply, 400, 'Choose', '<h1>answer: choose Pay now or Cancel</h1>');
    if (answer === 'pay' && !isStandInCard(card))
      return page(reply, 400, 'Choose a card', '<h1>card: choose one of the test cards</h1>');
    const delivery = standIn.answer(token, answer === 'pay' && isStandInCard(card) ? card : null);
    // Delivered to this server's own socket over HTTP (any instance shares the database).
    const address = app.server.address() as AddressInfo | null;
    const target = address
      ? `http://127.0.0.1:${address.port}/api${PAYMENTS_WEBHOOK_PATH}`
      : `${app.appConfig.publicUrl}/api${PAYMENTS_WEBHOOK_PATH}`;
    let delivered = false;
    for (let attempt = 0; attempt < 3 && !delivered; attempt += 1) {
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'atlas-signature': delivery.signature },
          body: delivery.body,
        });
        delivered = response.ok;
      } catch {
        // The server is starting or busy: try again.
      }
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
    if (!delivered)
      return page(
        reply,
        502,
        'Not delivered',
        '<h1>The payment could not be reported to the site</h1><p>Nothing was charged. Go back and try again.</p>',
      );
    return reply.redirect(delivery.redirectTo, 303);
  });
};
