import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ErrorBody } from '@atlas/api/http';

const BAD_ESCAPE = 'is not valid percent-encoding';

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers for the failures Fastify meets before any route runs, in our error shape:
 * - a path whose parameter is not valid percent-encoding (`/api/companies/%E0%A4%A/profile`) is a
 *   400 naming the parameter (`slug`), found by matching the path against the registered routes,
 *   instead of Fastify's answer, which names no field and echoes the raw URL;
 * - a request the HTTP parser cannot read (headers too large, bad framing) is answered without a
 *   body when it was a HEAD request, as HTTP requires.
 */
export function createFrameworkErrorHandlers() {
  /** Registered route paths as segments (`['api', 'companies', ':slug', 'profile']`). */
  const routes: string[][] = [];

  function parameterAt(path: string): string {
    const segments = path.split('/').slice(1);
    const bad = segments.findIndex((segment) => !decodes(segment));
    for (const route of routes) {
      if (route.length !== segments.length) continue;
      const matches = route.every(
        (part, index) => part.startsWith(':') || part === '*' || part === segments[index],
      );
      const name = route[bad];
      if (matches && name?.startsWith(':')) return name.slice(1).replace(/\?$/, '');
    }
    return 'path';
  }

  return {
    /** Keeps the path of every route (an `onRoute` hook). */
    onRoute(route: RouteOptions): void {
      routes.push(route.url.split('/').slice(1));
    },

    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
      if (error.code === 'FST_ERR_BAD_URL') {
        const field = parameterAt(request.url.split('?')[0] ?? '');
        const body: ErrorBody = {
          statusCode: 400,
          error: 'Bad Request',
          message: `${field}: ${BAD_ESCAPE}`,
          fields: [{ field, message: BAD_ESCAPE }],
        };
        void reply.status(400).send(body);
        return;
      }
      void reply.send(error);
    },

    clientErrorHandler(
      error: Error & { code?: string; rawPacket?: unknown },
      socket: Socket,
    ): void {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
      const packet = error.rawPacket;
      const head = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
      const body = head
        ? ''
        : JSON.stringify({
            statusCode: status,
            error: reason,
            message:
              status === 431
                ? 'The request headers (or its URL) are too large.'
                : 'The request could not be read.',
          } satisfies ErrorBody);
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  };
}
