import { MSG } from '@credit/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseInputMessage } from './database-input-error.ts';
import { failure } from './envelope.ts';
import { AppError, authFailureBody } from './errors.ts';

/** One policy for every failure: the user gets a Chinese message, the log gets the rest. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.legacyCode !== undefined)
        return reply.status(error.statusCode).send(authFailureBody(error.legacyCode, error.message));
      return reply.status(error.statusCode).send(failure(error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (field && !(field in errors)) errors[field] = issue.message ?? MSG.invalidInput;
      }
      const first = Object.values(errors)[0] ?? error.validation[0]?.message ?? MSG.invalidInput;
      return reply.status(400).send(failure(first, errors));
    }
    const refusedByDatabase = databaseInputMessage(error);
    if (refusedByDatabase) {
      request.log.info({ err: error }, 'input refused by the database');
      return reply.status(400).send(failure(refusedByDatabase));
    }
    const status = error.statusCode ?? 500;
    if (status === 503 && error.code === 'FST_ERR_REQUEST_TIMEOUT') {
      return reply.status(503).send(failure(MSG.requestTimeout));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(failure(MSG.fileTooLargeGeneric));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(failure(status === 404 ? MSG.notFound : MSG.invalidInput));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(failure(MSG.genericServerError));
  });
}

/**
 * Fastify's own refusals before a route is found (a path parameter longer than the router keeps,
 * a malformed URL): the same 400 envelope instead of the framework's body (Fastify's `frameworkErrors`).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'request refused before routing');
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? MSG.inputTextTooLong : MSG.invalidInput;
  void reply.status(400).send(failure(message));
}
