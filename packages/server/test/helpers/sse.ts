import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE_NAME } from '@atlas/api/entities/user';

/** One Server-Sent Event as a client sees it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** A connected event stream over a real socket: the events so far, comments, and waiting. */
export interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  /** Comment lines (heartbeats) received. */
  comments: number;
  /** Resolves with the events once `predicate` holds (checked on every event), or rejects after `ms`. */
  waitFor(predicate: (events: SseEvent[]) => boolean, ms?: number): Promise<SseEvent[]>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The port a listening Fastify instance is on. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return address.port;
}

/** Opens GET /api/realtime on `port` with a session token (cookie) and an optional Last-Event-ID. */
export function openSse(
  port: number,
  token: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      cookie: `${SESSION_COOKIE_NAME}=${token}`,
    };
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
    const outgoing: ClientRequest = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/api/realtime${options.query ?? ''}`,
        headers,
        agent: false,
      },
      (response) => {
        const events: SseEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let comments = 0;
        let endResolve: () => void = () => {};
        const ended = new Promise<void>((done) => {
          endResolve = done;
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (;;) {
            const end = buffer.indexOf('\n\n');
            if (end < 0) break;
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let event = 'message';
            const data: string[] = [];
            let onlyComments = true;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) {
                comments += 1;
                continue;
              }
              onlyComments = false;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') id = value;
              else if (field === 'event') event = value;
              else if (field === 'data') data.push(value);
            }
            if (!onlyComments && data.length > 0) events.push({ id, event, data: data.join('\n') });
            client.comments = comments;
            for (const wake of [...waiters]) wake();
          }
        });
        response.on('end', () => endResolve());
        response.on('close', () => endResolve());
        response.on('error', () => endResolve());
        const client: SseClient = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          comments,
          ended,
          waitFor(predicate, ms = 5_000) {
            return new Promise((done, fail) => {
              const check = () => {
                if (predicate(events)) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  done(events);
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(
                  new Error(
                    `timed out after ${ms} ms; events: ${JSON.stringify(events.map((e) => e.event))}`,
                  ),
                );
              }, ms);
              waiters.add(check);
              check();
            });
          },
          close() {
            outgoing.destroy();
            response.destroy();
          },
        };
        resolve(client);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The parsed data of the events of one type. */
export function dataOf(events: readonly SseEvent[], type: string): unknown[] {
  return events.filter((event) => event.event === type).map((event) => JSON.parse(event.data));
}
