import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isUnstorableText } from '../db/pg-errors';
import { HttpError } from '../lib/http-error';

const SERVER_ERROR = 'Server error occurred';

function describeValidation(
  issues: { instancePath?: string; message?: string }[],
  context: string,
): string {
  const first = issues[0];
  if (!first) return 'Invalid request.';
  const field = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = field ? `${field}: ` : context === 'body' ? '' : `${context}: `;
  const more =
    issues.length > 1
      ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`
      : '';
  return `${where}${first.message ?? 'is invalid'}${more}`;
}

/** Every error leaves as `{ message }`; nothing internal is ever sent to the caller. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const { retryAfterSeconds } = error.options;
      if (retryAfterSeconds !== undefined) reply.header('retry-after', retryAfterSeconds);
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ message: describeValidation(error.validation, error.validationContext ?? 'body') });
    }
    // Input the contract accepts but PostgreSQL refuses (a NUL in a name) is the caller's error.
    if (isUnstorableText(error)) {
      return reply
        .code(400)
        .send({ message: 'Text cannot contain NUL or unsupported characters.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.code(500).send({ message: SERVER_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many attempts. Please wait a minute and try again.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send JSON.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'Request body is too large.'
              : error.message || 'Invalid request.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: SERVER_ERROR });
  });
}
