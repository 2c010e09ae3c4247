import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema, HookHandlerDoneFunction } from 'fastify';
import { accessGuard } from '../access/access-guard';
import { answersCarryImages, withSignedImages } from '../access/image-urls';
import type { JsonSchema } from '../http/json-schema';
import { readMultipartBody } from '../http/multipart-body';
import type { OperationSpec } from '../http/openapi-operations';
import type { HandlerLookup, OperationHandler } from '../http/operation';
import { HttpError } from '../http/operation';
import { withIdempotency } from '../http/idempotency';
import {
  checkJsonBody,
  compileBodySchemasWithRoutes,
  OPTIONAL_BODY,
  validatorCompiler,
} from '../http/request-validation';
import { serializerCompiler } from '../http/response-serialization';
import { refuseUnsafeText } from '../http/text-input';
import '../http/request-user';
import { requireApiKey } from './api-key';
import { isBulkOperation, refuseEmptyBulk, registerInvalidBulkActions } from './bulk-actions';
import { addApiCachePolicy } from './cache-policy';
import { sendError } from './error-handling';
import { limitRequests, type LimitObserver } from './rate-limits';

export interface ApiRoutesOptions {
  operations: OperationSpec[];
  /** The handler of each operationId (handler-registry.ts). */
  handlers: HandlerLookup;
  /** Largest accepted JSON body, bytes. */
  bodyLimit?: number;
  /** Largest accepted uploaded file, bytes. */
  fileSizeLimit?: number;
}

/** Fastify route schemas of an operation: params, query, JSON body and the success responses. */
export function routeSchema(op: OperationSpec): FastifySchema {
  const schema: FastifySchema = {};
  if (op.paramsSchema) schema.params = op.paramsSchema;
  if (op.querySchema) schema.querystring = op.querySchema;
  // Multipart-capable operations validate their body in `bodyReader` (JSON or form data).
  if (op.jsonBody && !op.multipartBody)
    schema.body = op.bodyRequired ? op.jsonBody : { ...op.jsonBody, [OPTIONAL_BODY]: true };
  const response: Record<string, JsonSchema> = {};
  for (const [status, body] of Object.entries(op.responses))
    if (/^[123]/.test(status)) response[status.toLowerCase()] = body;
  if (Object.keys(response).length) schema.response = response;
  return schema;
}

function notImplemented(op: OperationSpec): OperationHandler {
  return async () => {
    throw new HttpError(
      501,
      'not_implemented',
      `${op.method} ${op.path} (${op.operationId}) is not implemented on this server.`,
    );
  };
}

/**
 * preValidation of every operation, before the schemas: query parameters and JSON body fields holding
 * NUL or an unpaired surrogate are a 400 naming them (form fields are checked as they are read). A
 * callback hook, as the checks are synchronous: a thrown refusal reaches the error handler all the same.
 */
function refuseUnsafeInput(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  refuseUnsafeText(req.query, req.isMultipart() ? undefined : req.body);
  done();
}

/** JSON is UTF-8 (RFC 8259 §8.1): the only charsets a JSON body may declare. */
const UTF8 = new Set(['utf-8', 'utf8']);

/** The charset a Content-Type declares, lower case, or null. */
function jsonCharset(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1].toLowerCase() : null;
}

/** preValidation for operations that take JSON or multipart/form-data. */
function bodyReader(op: OperationSpec) {
  compileBodySchemasWithRoutes(op.jsonBody, op.multipartBody);
  return async function readBody(req: FastifyRequest): Promise<void> {
    if (req.isMultipart()) {
      req.body = await readMultipartBody(req, op.multipartBody as JsonSchema);
      return;
    }
    if (!op.jsonBody) throw new HttpError(415, 'unsupported_media_type', 'This operation expects multipart/form-data.');
    const error = checkJsonBody(op.jsonBody, req.body, op.bodyRequired);
    if (error) throw error;
  };
}

/**
 * One route per OpenAPI operation (register with `prefix: config.apiBase`). Every request the scope
 * serves, whatever its spelling, is held to the request limits and the API key (scope hooks, so they
 * also cover unknown paths under the base), then authenticated and capability-checked (onRequest), its
 * params, query and body validated against the contract, and its success body serialised by the
 * contract's response schema, so undeclared fields never leave the server.
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  const { operations, handlers } = options;
  const context = app.appContext;
  // Requests refused by a limit are counted; the limits' store (Redis) is a dependency of readiness.
  const observe: LimitObserver = {
    rateLimited: (scope) => app.metrics?.rateLimited(scope),
    dependency: (name, check) => app.readiness.add(name, check),
  };
  addApiCachePolicy(app);
  await limitRequests(app, context.config.rateLimit, context.config.redisUrl, observe);
  requireApiKey(app, context.config.apiKey);
  app.setNotFoundHandler((req, reply) =>
    sendError(reply, 404, { message: `No API operation ${req.method} ${req.url.split('?')[0]}.`, code: 'not_found' }),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Only JSON and multipart bodies; an empty JSON body counts as no body.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (req, body, done) => {
      const charset = jsonCharset(req.headers['content-type']);
      if (charset && !UTF8.has(charset))
        return done(
          new HttpError(415, 'unsupported_media_type', `Send JSON in UTF-8 (charset=${charset} is not read).`),
          undefined,
        );
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      parseJson(req, body as string, done);
    },
  );
  await app.register(multipart, {
    // A form carries one record: a few files at most and short text fields (the longest is 2,000 characters).
    limits: {
      fileSize: options.fileSizeLimit ?? 5 * 1024 * 1024,
      files: 5,
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 105,
    },
  });

  for (const op of operations) {
    const handled = handlers(op.operationId) ?? notImplemented(op);
    // Images leave signed for the caller (access/image-urls.ts), also in the answer an idempotent call keeps.
    const own = answersCarryImages(op) ? withSignedImages(handled) : handled;
    // An operation declaring the Idempotency-Key header applies each key once per user (http/idempotency.ts).
    const handler = op.idempotent ? withIdempotency(own, context.config.idempotencyWaitMs) : own;
    app.route({
      method: op.method,
      url: op.url,
      schema: routeSchema(op),
      config: { operationId: op.operationId },
      onRequest: accessGuard(op, context),
      preValidation: op.multipartBody
        ? [refuseUnsafeInput, bodyReader(op)]
        : isBulkOperation(op)
          ? [refuseUnsafeInput, refuseEmptyBulk]
          : refuseUnsafeInput,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const body = await handler(req, reply, { ...context, user: req.user });
        if (reply.sent) return reply;
        return reply.send(body);
      },
    });
  }
  registerInvalidBulkActions(app, operations, context);
};
