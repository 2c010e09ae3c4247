import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: anything with `write` (standard output by default). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters whose values are secrets (tokens, keys, passwords, signatures): a log line keeps their
 * names and replaces their values. The API refuses a token in the address, but the refused request is logged.
 */
const SECRET_PARAM =
  /^(access_token|id_token|refresh_token|refresh_key|token|token_signature|api_key|apikey|x-api-key|key|password|secret|signature|sig|code)$/i;

/** `url` with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is logged as sent: only a value can be a secret.
      }
      return equals >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

export interface RequestLoggingOptions {
  /** Where JSON lines go (standard output by default); tests pass a stream to read them. */
  stream?: LogStream;
  /** `json`: one JSON object a line; `pretty`: readable lines through pino-pretty (a worker-thread transport). */
  format?: 'json' | 'pretty';
  /** With `pretty`: the file it writes to (standard output by default). */
  file?: string;
}

/**
 * Fastify's logger options: the request line with secrets redacted, credentials headers never written. The
 * redaction and the serializers run before a line is formatted, so readable lines are redacted as JSON ones
 * are. pino-pretty is loaded only for the pretty format (development, or LOG_FORMAT=pretty).
 */
export function requestLogging(options: RequestLoggingOptions = {}): LoggerOptions {
  const output =
    options.format === 'pretty' && !options.stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'SYS:HH:MM:ss.l',
              ignore: 'pid,hostname',
              ...(options.file ? { destination: options.file, colorize: false } : {}),
            },
          },
        }
      : options.stream
        ? { stream: options.stream }
        : {};
  return {
    level: process.env.LOG_LEVEL || 'info',
    ...output,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions?.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** The error code a request was refused with (4xx), for its one log line. */
const refusals = new WeakMap<FastifyRequest, { code: string; message: string }>();

/** Remembers why a request was refused (a 4xx), so its one request line says it. */
export function noteRefusal(req: FastifyRequest, code: string, message: string): void {
  refusals.set(req, { code, message });
}

/**
 * One line per request, when it has been answered (instead of Fastify's two, "incoming" and "completed"):
 * the request (URL redacted), the status, the time taken and, for a refused request, its error code. A 5xx
 * also has its own line with the error and its stack (plugins/error-handling.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Below the log level the line is not built at all (every request pays for it otherwise).
    const log = reply.log as { isLevelEnabled?: (level: string) => boolean };
    if (!log.isLevelEnabled?.(error ? 'error' : 'info')) return;
    const refusal = refusals.get(request);
    const line = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(refusal ? { refusal } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
