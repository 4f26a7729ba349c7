import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@atlas/api/http';

/** The methods some route of this server answers; any other is a 405 wherever it is sent. */
export const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** OPTIONS passes on to the router as before (no route answers it; it is never a 405). */
const PASSED: ReadonlySet<string> = new Set([...ANSWERED_METHODS, 'OPTIONS']);

/**
 * An `onRequest` hook: a method no route answers (TRACE, QUERY, WebDAV's PROPFIND …) is 405
 * Method Not Allowed with `Allow`, before routing and body parsing, instead of the 404 of a path
 * that does not exist or the 400 of a body-bearing method that sent no Content-Type.
 */
export async function refuseUnansweredMethods(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (PASSED.has(request.method)) return undefined;
  const body: ErrorBody = {
    statusCode: 405,
    error: 'Method Not Allowed',
    message: `This site does not answer ${request.method} requests.`,
  };
  return reply.status(405).header('allow', ANSWERED_METHODS.join(', ')).send(body);
}
