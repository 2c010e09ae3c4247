import type { ErrorObject } from 'ajv';
import { HttpError } from './operation';

export type RequestPart = 'body' | 'querystring' | 'params';

const PART_LABEL: Record<RequestPart, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query parameter',
  params: 'Invalid path parameter',
};

const TYPE_TEXT: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const FORMAT_TEXT: Record<string, string> = {
  email: 'a valid email address',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'an ISO-8601 date-time',
  time: 'a time (HH:mm)',
  uri: 'a valid URL',
  uuid: 'a UUID',
};

/** Patterns of the contract with a human text (others are shown as the expected pattern). */
const PATTERN_TEXT: Record<string, string> = {};

/** Gives a contract pattern a human error text; the domain module that owns the pattern registers it. */
export function describePattern(pattern: string, text: string): void {
  PATTERN_TEXT[pattern] = text;
}

/** Keywords that only summarise the errors of their sub-schemas. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  return segments.join('.');
}

function limitText(n: unknown, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function textOf(error: ErrorObject, part: RequestPart): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return part === 'querystring' ? 'Unknown parameter' : 'is not an accepted field';
    case 'type': {
      const types = String(p.type).split(',');
      return `must be ${types.map((t) => TYPE_TEXT[t] ?? t).join(' or ')}`;
    }
    case 'format':
      return `must be ${FORMAT_TEXT[String(p.format)] ?? `a valid ${p.format}`}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${limitText(p.limit, 'character')}`;
    case 'maxLength':
      return `must be at most ${limitText(p.limit, 'character')}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${p.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${p.limit}`;
    case 'minItems':
      return p.limit === 1 ? 'must not be empty' : `must have at least ${limitText(p.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${limitText(p.limit, 'item')}`;
    case 'uniqueItems':
      return 'must not contain duplicates';
    case 'pattern':
      return PATTERN_TEXT[String(p.pattern)] ?? `has an invalid format (expected ${p.pattern})`;
    case 'minProperties':
      return p.limit === 1 ? 'must contain at least one field' : `must contain at least ${limitText(p.limit, 'field')}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Turns Ajv errors into the 400 envelope: `errors` maps each field (dotted path, `body` for the body
 * itself) to one human text, and `message` names the fields. Unknown query parameters read
 * "Unknown query parameter: colour".
 */
export function validationError(ajvErrors: readonly ErrorObject[], part: RequestPart): HttpError {
  const errors: Record<string, string> = {};
  const ordered = [
    ...ajvErrors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword)),
    ...ajvErrors.filter((e) => SUMMARY_KEYWORDS.has(e.keyword)),
  ];
  for (const error of ordered) {
    const field = fieldOf(error) || (part === 'body' ? 'body' : part === 'querystring' ? 'query' : 'path');
    if (!(field in errors)) errors[field] = textOf(error, part);
  }
  const unknownParams =
    part === 'querystring' ? ajvErrors.filter((e) => e.keyword === 'additionalProperties').map(fieldOf) : [];
  const fields = Object.keys(errors);
  let message: string;
  if (unknownParams.length > 0 && unknownParams.length === fields.length) {
    message = `Unknown query parameter${unknownParams.length > 1 ? 's' : ''}: ${unknownParams.join(', ')}`;
  } else if (
    fields.length === 1 &&
    fields[0] === 'body' &&
    ajvErrors.some((e) => e.keyword === 'type' && e.instancePath === '')
  ) {
    message = 'The request body must be a JSON object.';
  } else {
    const shown = fields
      .slice(0, 5)
      .map((f) => (errors[f] === 'Unknown parameter' ? `unknown parameter ${f}` : `${f} ${errors[f]}`));
    message = `${PART_LABEL[part]}: ${shown.join('; ')}${fields.length > 5 ? ` (and ${fields.length - 5} more)` : ''}.`;
  }
  return new HttpError(400, 'validation_error', message, errors);
}

/** The 400 for a missing required body. */
export function missingBodyError(): HttpError {
  return new HttpError(400, 'validation_error', 'A request body is required.', { body: 'is required' });
}
