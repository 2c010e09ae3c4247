import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** Fastify's logger options: the request line with secrets redacted, credentials headers never written. */
export function requestLogging(stream?: LogStream): LoggerOptions {
  return {
    level: process.env.LOG_LEVEL || 'info',
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
