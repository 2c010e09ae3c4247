import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { HttpError } from '../http/operation';
import '../http/request-user';

type LimitCheck = ReturnType<FastifyInstance['createRateLimit']>;

/** Who hears of the limits: each refused request (metrics), and the counters' store as a dependency (readiness). */
export interface LimitObserver {
  rateLimited(scope: 'user' | 'ip'): void;
  dependency(name: string, check: () => Promise<void>): void;
}

interface LimiterOptions {
  max: number;
  timeWindow: number;
  /** Counter key; the client IP (IPv6 by /64) when absent. */
  keyGenerator?: (req: FastifyRequest) => string;
  /** Requests this limiter does not count. */
  allowList?: (req: FastifyRequest) => boolean;
  redis?: Redis;
  nameSpace: string;
}

/**
 * One @fastify/rate-limit counter set. Each is registered in a scope of its own, because one registration
 * runs at most one limit per request; its `createRateLimit()` check is then hooked where the request has
 * what the key needs.
 */
async function createLimiter(apiScope: FastifyInstance, options: LimiterOptions): Promise<LimitCheck> {
  let check: LimitCheck | undefined;
  await apiScope.register(async (scope) => {
    await scope.register(rateLimit, { global: false, cache: 10_000, ...options });
    check = scope.createRateLimit();
  });
  return check as LimitCheck;
}

/**
 * Counts the request; sets `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds to the end
 * of the window); over the limit, refuses it with 429 `rate_limited` and `Retry-After`. While the store is
 * known to be down (Redis away: `storeUp` false) the request goes through at once, uncounted, instead of
 * waiting for a command to time out; a store failing otherwise lets the request through too (a lost counter
 * must not take the API down). The outage is logged once, where the store's connection is watched.
 */
function limitHook(check: LimitCheck, scope: 'user' | 'IP', storeUp: () => boolean, observer?: LimitObserver) {
  return async function enforceLimit(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!storeUp()) return;
    let result: Awaited<ReturnType<LimitCheck>>;
    try {
      result = await check(req);
    } catch (err) {
      req.log.debug({ err }, `request limit per ${scope} not checked`);
      return;
    }
    if (result.isAllowed) return;
    const resetSeconds = Math.max(1, result.ttlInSeconds);
    const headers: Record<string, string> = {
      'RateLimit-Limit': String(result.max),
      'RateLimit-Remaining': String(result.remaining),
      'RateLimit-Reset': String(resetSeconds),
    };
    if (!result.isExceeded) {
      reply.headers(headers);
      return;
    }
    req.log.warn({ key: result.key, max: result.max }, `request limit per ${scope} reached`);
    observer?.rateLimited(scope === 'IP' ? 'ip' : 'user');
    headers['Retry-After'] = String(resetSeconds);
    throw new HttpError(
      429,
      'rate_limited',
      `Too many requests: the limit is ${result.max} per ${scope} every ${result.timeWindow / 1000} s. Please try again in ${resetSeconds} s.`,
      undefined,
      undefined,
      headers,
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
  const redis = store?.redis;
  const storeUp = store?.up ?? (() => true);
  const timeWindow = Math.max(1, limits.windowSeconds) * 1000;
  if (limits.perIp > 0) {
    const perIp = await createLimiter(apiScope, {
      max: limits.perIp,
      timeWindow,
      redis,
      nameSpace: `${limits.redisPrefix}ip:`,
    });
    apiScope.addHook('onRequest', limitHook(perIp, 'IP', storeUp, observer));
  }
  if (limits.perUser > 0) {
    const perUser = await createLimiter(apiScope, {
      max: limits.perUser,
      timeWindow,
      redis,
      nameSpace: `${limits.redisPrefix}user:`,
      keyGenerator: (req) => String(req.user?.id),
      allowList: (req) => !req.user,
    });
    apiScope.addHook('preParsing', limitHook(perUser, 'user', storeUp, observer));
  }
}
