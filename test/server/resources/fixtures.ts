import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/schema';
import { HttpError, routeHandler, type RequestUser } from '../../../server/src/http/operation';
import { resourceHandlers } from '../../../server/src/resources/handlers';

const handlers = resourceHandlers();

export const ADMIN: RequestUser = {
  id: 1,
  email: 'admin@demo.test',
  role: 'administrator',
  capabilities: [],
  jti: 'test',
};

export interface CallInput {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, unknown>;
  user?: RequestUser | null;
  config?: ServerConfig;
  /** The app's clock (ms since the epoch); real time by default. */
  clock?: () => number;
}

/** Test configuration: uploads and mail go to temporary folders. */
export const TEST_CONFIG = loadConfig({ UPLOAD_DIR: '/tmp/cbo-test-uploads', MAIL_OUTBOX_DIR: '/tmp/cbo-test-outbox' });

/** Runs one operation handler as the route would, against `db`; returns the response body. */
export async function call(db: Kysely<Database>, operationId: string, input: CallInput = {}): Promise<any> {
  const handler = routeHandler(handlers, operationId);
  if (!handler) throw new Error(`No handler for ${operationId}`);
  const req = { query: input.query ?? {}, body: input.body, params: input.params ?? {} } as unknown as FastifyRequest;
  const reply = {
    sent: false,
    statusCode: 200,
    code: (c: number) => (((reply as { statusCode: number }).statusCode = c), reply),
  } as unknown as FastifyReply;
  return handler(req, reply, {
    db,
    config: input.config ?? TEST_CONFIG,
    user: input.user === undefined ? ADMIN : input.user,
    clock: input.clock,
  });
}

/** The HttpError a call throws (fails the test when it resolves). */
export async function callError(db: Kysely<Database>, operationId: string, input: CallInput = {}): Promise<HttpError> {
  try {
    await call(db, operationId, input);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error(`${operationId} did not fail`);
}

export async function list(db: Kysely<Database>, operationId: string, query: Record<string, unknown> = {}) {
  const body = await call(db, operationId, { query });
  return body.data as { results: any[]; meta: { total_count: number } };
}

export async function add(db: Kysely<Database>, singular: string, body: Record<string, unknown>): Promise<any> {
  return (await call(db, `add${singular}`, { body })).data;
}

/** Wipes every business table (keeps migrations and counters) so each test file starts clean. */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  for (const t of [
    'order_status_changes',
    'order_item_addons',
    'order_items',
    'orders',
    'standing_order_days',
    'standing_orders',
    'menu_items',
    'menus',
    'product_variations',
    'product_addons',
    'products',
    'addons',
    'categories',
    'stations',
    'employees',
    'kitchen_staff',
    'outlets',
    'organizations',
    'jobs',
  ] as const)
    await db.deleteFrom(t).execute();
}
