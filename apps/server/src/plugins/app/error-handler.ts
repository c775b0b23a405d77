import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@store/shared/api/endpoint';
import { HttpError } from '#server/http-errors.ts';

const TOO_MANY_REQUESTS = 'Too many attempts. Please try again later.';

/** Turns every thrown error into the one JSON error body, and never leaks internals on a 500. */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        fields[field] ??= issue.message ?? 'Invalid value.';
      }
      const body: ErrorBody = { error: 'VALIDATION_FAILED', message: Object.values(fields)[0] ?? 'The request is not valid.', fields };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorBody = { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    const statusCode =
      typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (statusCode === 429) return reply.status(429).send({ error: 'RATE_LIMITED', message: TOO_MANY_REQUESTS } satisfies ErrorBody);
    if (statusCode < 500) {
      const code = (error as { code?: unknown }).code;
      return reply
        .status(statusCode)
        .send({ error: typeof code === 'string' ? code : 'BAD_REQUEST', message: (error as Error).message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' } satisfies ErrorBody);
  });
});
