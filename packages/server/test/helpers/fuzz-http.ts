import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One request as the fuzzer sends it: the URL is sent byte for byte, already encoded. */
export type FuzzMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface FuzzRequest {
  method: FuzzMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The client address (the server trusts no proxy, so this is the request's IP). */
  remoteAddress?: string;
  /**
   * The call may answer an endless event stream (GET /api/realtime): a 200 is read until its
   * first event, then the connection is closed.
   */
  eventStream?: boolean;
}

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: string;
}

/** Sends fuzz requests: in process with `inject`, or over HTTP to a running server. */
export type FuzzTransport = (request: FuzzRequest) => Promise<FuzzAnswer>;

/** How long an event stream is read before the fuzzer hangs up. */
const EVENT_STREAM_READ_MS = 2_000;

/** Reads an injected streaming answer: all of it, or an event stream's first event. */
async function readInjectedStream(
  stream: NodeJS.ReadableStream,
  eventStream: boolean,
  hangUp: () => void,
): Promise<string> {
  let body = '';
  await new Promise<void>((resolve) => {
    const timer = eventStream ? setTimeout(finish, EVENT_STREAM_READ_MS) : undefined;
    function finish() {
      clearTimeout(timer);
      resolve();
    }
    stream.on('data', (chunk: Buffer | string) => {
      body += chunk.toString();
      if (eventStream && /\n\n[\s\S]*\n\n/.test(body)) finish();
    });
    stream.on('end', finish);
    stream.on('error', finish);
  });
  if (eventStream) hangUp();
  return body;
}

export function injectTransport(app: FastifyInstance): FuzzTransport {
  return async (request) => {
    if (request.eventStream) {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: request.remoteAddress ?? '127.0.0.1',
        payloadAsStream: true,
      });
      const streaming = String(response.headers['content-type'] ?? '').startsWith(
        'text/event-stream',
      );
      const body = await readInjectedStream(response.stream(), streaming, () =>
        response.raw.res.destroy(),
      );
      return { status: response.statusCode, headers: response.headers, body };
    }
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: request.remoteAddress ?? '127.0.0.1',
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
}

/** Node's HTTP client: the path goes out as given (no re-encoding), headers as given. */
export function httpTransport(baseUrl: string): FuzzTransport {
  const base = new URL(baseUrl);
  return (request) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          // A production server trusts no proxy: every request is from this address, and rate
          // limits answer 429 sooner than in process (where the fuzzer varies the address).
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
            // An endless event stream: its first bytes are the answer, then hang up.
            response.once('data', (chunk: Buffer) => {
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: chunk.toString('utf8'),
              });
              outgoing.destroy();
            });
            return;
          }
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')));
      outgoing.on('error', reject);
      if (request.payload !== undefined) outgoing.write(request.payload);
      outgoing.end();
    });
}

/**
 * Sends raw bytes over a socket and answers the status line's code (0 when the server closed the
 * connection without an answer). For what no HTTP client sends: undecodable escapes anywhere.
 */
export function sendRaw(
  port: number,
  bytes: string | Buffer,
  halfClose = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match?.[1] ? Number(match[1]) : 0, text });
    });
    socket.write(bytes);
    // A body shorter than its Content-Length: the server waits for the rest, then gives up.
    if (halfClose) setTimeout(() => socket.end(), 200);
  });
}
