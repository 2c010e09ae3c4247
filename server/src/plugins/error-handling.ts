import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponse, type ErrorBody } from '../http/error-response';
import { HttpError } from '../http/operation';
import { noteRefusal } from '../http/request-logging';

/** Sends the envelope as already-serialised JSON, so no route response schema reshapes it. */
export function sendError(reply: FastifyReply, statusCode: number, body: ErrorBody): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Every error, including Fastify's own (bad JSON, validation, body too large, …), becomes
 * `{message, code, errors?}`. 5xx are logged with their cause and answered without internals.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, req, reply) => {
      const { statusCode, body } = errorResponse(error);
      if (statusCode >= 500) req.log.error({ err: error }, 'request failed');
      else noteRefusal(req, body.code, body.message);
      if (error instanceof HttpError && error.headers) reply.headers(error.headers);
      return sendError(reply, statusCode, body);
    });
  },
  { name: 'error-handling', fastify: '5.x' },
);
