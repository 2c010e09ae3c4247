import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from './json-schema';
import { compiledWhenAsked } from './schema-compilation';
import { numericFieldsOf, numericTextErrors } from './numeric-text';
import type { HttpError } from './operation';
import { missingBodyError, validationError, type RequestPart } from './validation-errors';

/** Marks a body schema whose request body may be absent (`requestBody.required: false`). */
export const OPTIONAL_BODY = 'x-optional-body';

/** OpenAPI formats with no validation meaning for JSON input (files arrive as multipart parts). */
const ANNOTATION_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];

function createAjv(options: { coerceTypes: false | 'array'; useDefaults: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    allowUnionTypes: true,
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  for (const format of ANNOTATION_FORMATS) ajv.addFormat(format, true);
  return ajv;
}

/**
 * JSON bodies are taken as sent (no coercion, no defaults: an update must not gain fields);
 * query strings and path parameters arrive as text, so they are coerced and defaulted;
 * multipart fields are text too, so they are coerced but not defaulted.
 */
const ajvFor = {
  body: createAjv({ coerceTypes: false, useDefaults: false }),
  query: createAjv({ coerceTypes: 'array', useDefaults: true }),
  multipart: createAjv({ coerceTypes: 'array', useDefaults: false }),
};

function compile(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  return ajv.compile(schema);
}

function withoutMarker(schema: JsonSchema): JsonSchema {
  if (!(OPTIONAL_BODY in schema)) return schema;
  const { [OPTIONAL_BODY]: _marker, ...rest } = schema;
  return rest;
}

/**
 * Fastify's validator compiler for every API route: a failure is a 400 `validation_error` naming each bad field.
 * Each schema is compiled by Ajv on the route's first request, or before it, in the background, in a server
 * that listens (schema-compilation.ts). Every contract schema is compiled once by
 * test/server/core/route-schemas-compile.test.ts.
 */
export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) => {
  const part: RequestPart = httpPart === 'querystring' ? 'querystring' : httpPart === 'params' ? 'params' : 'body';
  const optional = schema[OPTIONAL_BODY] === true;
  const compiled = compiledWhenAsked(() =>
    compile(part === 'body' ? ajvFor.body : ajvFor.query, withoutMarker(schema)),
  );
  const numericFields = part === 'body' ? [] : numericFieldsOf(schema);
  return (data: unknown) => {
    if (part === 'body' && data === undefined) return optional ? { value: undefined } : { error: missingBodyError() };
    const textErrors = numericTextErrors(numericFields, data);
    if (textErrors.length) return { error: validationError(textErrors, part) };
    const validate = compiled();
    if (validate(data)) return { value: data };
    return { error: validationError(validate.errors ?? [], part) };
  };
};

/** Validates (and coerces in place) a JSON body outside Fastify's own validation step. */
export function checkJsonBody(schema: JsonSchema, body: unknown, required: boolean): HttpError | null {
  if (body === undefined) return required ? missingBodyError() : null;
  const validate = compile(ajvFor.body, schema);
  return validate(body) ? null : validationError(validate.errors ?? [], 'body');
}

/**
 * Validates (and coerces in place: text → numbers, booleans, lists) multipart fields. `fileFields`
 * are checked for presence only (their schema is `format: binary`).
 */
export function checkMultipartFields(schema: JsonSchema, fields: Record<string, unknown>): HttpError | null {
  const validate = compile(ajvFor.multipart, schema);
  return validate(fields) ? null : validationError(validate.errors ?? [], 'body');
}

/**
 * The body schemas of one operation as `checkJsonBody` and `checkMultipartFields` compile them (Ajv keeps
 * each by its schema object), compiled with the route's own schemas (schema-compilation.ts) rather than on
 * the operation's first body.
 */
export function compileBodySchemasWithRoutes(json: JsonSchema | null, multipart: JsonSchema | null): void {
  compiledWhenAsked(() => {
    if (json) compile(ajvFor.body, json);
    if (multipart) compile(ajvFor.multipart, multipart);
  });
}
