import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@atlas/api/http';

/** A failure whose message is safe and meant for the person who made the request. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function fieldName(instancePath: string, context: string | undefined, missing: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const name = path || (typeof missing === 'string' ? missing : '');
  return name || context || 'request';
}

/**
 * Every error leaves as `{ statusCode, error, message, fields? }`: validation failures name the field
 * at fault, unexpected failures never leak their internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext, issue.params.missingProperty),
        message: issue.message ?? 'Invalid value',
      }));
      const body: ErrorBody = {
        statusCode: 400,
        error: REASONS[400],
        message: fields.map((field) => `${field.field}: ${field.message}`).join('; '),
        fields,
      };
      return reply.status(400).send(body);
    }
    const declared =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : undefined;
    const status =
      error instanceof HttpError
        ? error.statusCode
        : declared !== undefined && declared >= 400 && declared < 500
          ? declared
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = error instanceof Error ? error.message : 'Request failed';
    const body: ErrorBody = {
      statusCode: status,
      error: REASONS[status] ?? 'Error',
      message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message,
    };
    return reply.status(status).send(body);
  });
});
