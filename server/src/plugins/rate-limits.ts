import { isIPv4 } from 'node:net';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Address6 } from 'ip-address';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { HttpError } from '../http/operation';
import '../http/request-user';

/** Who hears of the limits: each refused request (metrics), and the counters' store as a dependency (readiness). */
export interface LimitObserver {
  rateLimited(scope: 'user' | 'ip'): void;
  dependency(name: string, check: () => Promise<void>): void;
}

/** One limit: at most `max` requests per key in each fixed window of `timeWindow` ms. */
interface Limit {
  scope: 'user' | 'IP';
  max: number;
  timeWindow: number;
  /** The counter's key; undefined: this limit does not count the request. */
  keyOf: (req: FastifyRequest) => string | undefined;
  /** @fastify/rate-limit's counters: in memory (an LRU of 10,000 keys) or in Redis (its script). */
  store: FastifyRateLimitStore;
  /** False while the store is known to be down (Redis away). */
  storeUp: () => boolean;
}

/**
 * The counter key of a client address: the address itself, an IPv6 one by its /64 (one household or office
 * gets one prefix, so stepping through its addresses gains nothing) and an IPv4-mapped one as its IPv4.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  try {
    const address = new Address6(ip);
    if (address.isMapped4()) return address.to4().correctForm();
    return new Address6(`${ip}/64`).startAddress().correctForm();
  } catch {
    return ip.toLowerCase();
  }
}

/**
 * Counts the request; sets `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds to the end
 * of the window); over the limit, refuses it with 429 `rate_limited` and `Retry-After`. While the store is
 * known to be down (Redis away: `storeUp` false) the request goes through at once, uncounted, instead of
 * waiting for a command to time out; a store failing otherwise lets the request through too (a lost counter
 * must not take the API down). The outage is logged once, where the store's connection is watched.
 * A callback hook, not an async one: the in-memory store answers at once, so a request pays for no promise.
 */
function limitHook(limit: Limit, observer?: LimitObserver) {
  const { scope, max, timeWindow, store } = limit;
  const maxText = String(max);
  return function enforceLimit(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const key = limit.storeUp() ? limit.keyOf(req) : undefined;
    if (key === undefined) return done();
    store.incr(
      key,
      (err, counted) => {
        if (err || !counted) {
          req.log.debug({ err }, `request limit per ${scope} not checked`);
          return done();
        }
        const resetSeconds = String(Math.max(1, Math.ceil(counted.ttl / 1000)));
        if (counted.current <= max) {
          reply.header('RateLimit-Limit', maxText);
          reply.header('RateLimit-Remaining', String(max - counted.current));
          reply.header('RateLimit-Reset', resetSeconds);
          return done();
        }
        req.log.warn({ key, max }, `request limit per ${scope} reached`);
        observer?.rateLimited(scope === 'IP' ? 'ip' : 'user');
        done(
          new HttpError(
            429,
            'rate_limited',
            `Too many requests: the limit is ${max} per ${scope} every ${timeWindow / 1000} s. Please try again in ${resetSeconds} s.`,
            undefined,
            undefined,
            {
              'RateLimit-Limit': maxText,
              'RateLimit-Remaining': '0',
              'RateLimit-Reset': resetSeconds,
              'Retry-After': resetSeconds,
            },
          ),
        );
      },
      timeWindow,
      max,
    );
  };
}

/** The Redis client for the counters and whether it is up now. */
interface CounterStore {
  redis: Redis;
  up: () => boolean;
}

/**
 * The Redis client for the counters, connected (a wrong REDIS_URL fails the start), closed with the app.
 * While it is away, commands fail at once (no offline queue) and the limits are skipped (`up` false) until
 * it is ready again: one log line when it goes, one when it is back, never one per request.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<CounterStore> {
  // A command fails fast (one retry, 1 s at most); a closing connection is given 0.5 s (ioredis keeps a
  // timer that long even for a socket already gone).
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    disconnectTimeout: 500,
    enableOfflineQueue: false,
  });
  let down = false;
  let closing = false;
  const wentDown = (err?: unknown) => {
    if (!down) app.log.error({ err }, 'Redis unreachable: API request limits are not counted until it is back');
    down = true;
  };
  redis.on('error', wentDown);
  redis.on('close', () => closing || wentDown());
  redis.on('ready', () => {
    if (down) app.log.info('Redis is back: API request limits are counted again');
    down = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Cannot connect to REDIS_URL: ${err instanceof Error ? err.message : String(err)}`);
  }
  app.addHook('onClose', async () => {
    closing = true;
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, up: () => !down && redis.status === 'ready' };
}

/**
 * Request limits on every request of the API scope (register inside the API routes plugin), in fixed
 * windows of `windowSeconds`:
 * - per client IP, every request (signed in or not, known path or not), checked first, before the token;
 * - per signed-in user, keyed by the user id of the verified token, so colleagues behind one NAT address
 *   each have their own budget. Checked once the route's access guard has attached the user (preParsing,
 *   before the body is read); anonymous calls and bad tokens are held by the IP limit.
 * With `redisUrl` the counts live in Redis and hold across every server process; otherwise in memory.
 */
export async function limitRequests(
  apiScope: FastifyInstance,
  limits: RateLimitConfig,
  redisUrl: string,
  observer?: LimitObserver,
): Promise<void> {
  if (limits.perIp <= 0 && limits.perUser <= 0) return;
  const store = redisUrl ? await connectRedis(apiScope, redisUrl) : undefined;
  if (store)
    observer?.dependency('redis', async () => {
      await store.redis.ping();
    });
  const storeUp = store?.up ?? (() => true);
  const timeWindow = Math.max(1, limits.windowSeconds) * 1000;
  // Fixed windows: an exceeded key is not pushed further back (continueExceeding, exponentialBackoff off).
  const storeFor = (prefix: string): FastifyRateLimitStore =>
    store
      ? new RedisStore(false, false, store.redis, `${limits.redisPrefix}${prefix}`)
      : new LocalStore(false, false, 10_000);
  if (limits.perIp > 0) {
    const perIp: Limit = {
      scope: 'IP',
      max: limits.perIp,
      timeWindow,
      keyOf: (req) => clientAddressKey(req.ip),
      store: storeFor('ip:'),
      storeUp,
    };
    apiScope.addHook('onRequest', limitHook(perIp, observer));
  }
  if (limits.perUser > 0) {
    const perUser: Limit = {
      scope: 'user',
      max: limits.perUser,
      timeWindow,
      keyOf: (req) => (req.user ? String(req.user.id) : undefined),
      store: storeFor('user:'),
      storeUp,
    };
    const enforcePerUser = limitHook(perUser, observer);
    apiScope.addHook('preParsing', (req, reply, payload, done) =>
      enforcePerUser(req, reply, (err) => (err ? done(err) : done(null, payload))),
    );
  }
}
