import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getRealtimeStreamEndpoint } from '@atlas/api/endpoints/get-realtime-stream';
import { setPresenceEndpoint } from '@atlas/api/endpoints/set-presence';
import { schemaOf } from '../../lib/endpoint-schema';
import { HttpError } from '../../plugins/errors';

const EVENT_ID = /^\d{1,18}$/;
/** How soon a browser reconnects after the stream drops (EventSource's `retry`). */
const RETRY_MS = 2_000;

/** GET /api/realtime (Server-Sent Events) and the unload beacon POST /api/presence. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = app.realtime;

  app.get(
    getRealtimeStreamEndpoint.path,
    { schema: schemaOf(getRealtimeStreamEndpoint) },
    async (request, reply) => {
      const auth = app.requireUser(request);
      const header = request.headers['last-event-id'];
      if (header !== undefined && (typeof header !== 'string' || !EVENT_ID.test(header)))
        throw new HttpError(400, 'Last-Event-ID: must be the id of an earlier event (digits)', [
          { field: 'Last-Event-ID', message: 'must be the id of an earlier event (digits)' },
        ]);
      const resumeFrom = header ?? request.query.lastEventId;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffer.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const socket = raw.socket;
      if (socket && typeof socket.setNoDelay === 'function') socket.setNoDelay(true);
      let closed = false;
      let stream: Awaited<ReturnType<typeof realtime.open>>;
      try {
        stream = await realtime.open({
          userId: auth.user.id,
          sessionId: auth.sessionId,
          lastEventId: resumeFrom === undefined ? null : BigInt(resumeFrom),
          sink: {
            write: (chunk) => (closed ? false : raw.write(chunk)),
            buffered: () => raw.writableLength,
            end: () => {
              if (!closed) raw.end();
            },
          },
        });
      } catch (error) {
        // The database failed mid-open: the browser reconnects after `retry` and resumes.
        request.log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'realtime: a stream could not open',
        );
        raw.end();
        return;
      }
      const onClose = () => {
        if (closed) return;
        closed = true;
        realtime.close(stream);
      };
      raw.on('close', onClose);
      if (raw.destroyed || stream.closed) onClose();
    },
  );

  app.post(setPresenceEndpoint.path, { schema: schemaOf(setPresenceEndpoint) }, async (request) => {
    const auth = app.requireUser(request);
    await realtime.goOffline(auth.user.id);
    return { message: 'You are offline.' };
  });
};
