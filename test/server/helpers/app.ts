import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import { hashPassword } from '../../../server/src/db/password';
import type { Database } from '../../../server/src/db/schema';
import { seedDemoData } from '../../../server/src/seed/demo';
import { DEMO_USERS } from '../../../server/src/seed/data';
import { drainJobs } from '../../../server/src/resources/data/runner';
import { createTestDb } from './db';

/** Every demo user's password in tests. */
export const TEST_PASSWORD = 'test-password-0123';

/** The demo users by role: admin@, manager@, kitchen@, viewer@demo.test. */
export const TEST_USERS = {
  administrator: 'admin@demo.test',
  manager: 'manager@demo.test',
  kitchen_staff: 'kitchen@demo.test',
  viewer: 'viewer@demo.test',
} as const;

export interface TestSession {
  token: string;
  refresh_key: string;
  user_login: string;
  token_signature: string;
  iat: number;
  exp: number;
  /** `authorization` (and `x-api-key` when configured) headers for inject. */
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: ServerConfig;
  /** The API base, e.g. `/cms/json-api/catering/v1`. */
  api: string;
  /** Logs a seeded user in (password TEST_PASSWORD unless given); throws unless 200. */
  login(email: string, password?: string): Promise<TestSession>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** `users` (default): the four demo users only; `demo`: the whole demo data set; `none`. */
  seed?: 'users' | 'demo' | 'none';
  /** Overrides of the test configuration. */
  config?: Partial<ServerConfig>;
  handlers?: BuildAppOptions['handlers'];
  openapiFile?: string;
  /** The app's clock (ms since the epoch) for auth decisions; real time by default. */
  clock?: () => number;
  /** Request logging on, into this stream (off by default). */
  logStream?: BuildAppOptions['logStream'];
  /** Request logging on, through pino-pretty into this file (with `config.logFormat` pretty). */
  logFile?: string;
}

let passwordHash: Promise<string> | undefined;

async function seedUsers(db: Kysely<Database>): Promise<void> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((u) => ({
        first_name: u.first_name,
        middle_name: 'middle_name' in u ? u.middle_name : null,
        last_name: u.last_name,
        email: u.email,
        password_hash: hash,
        phone_number: u.phone_number,
        address: u.address,
        role: u.role,
        language: 'language' in u ? u.language : null,
      })),
    )
    .execute();
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO_PASSWORD: TEST_PASSWORD,
    CLIENT_DIR: '/nonexistent-client-dir',
    UPLOAD_DIR: path.join(os.tmpdir(), 'cbo-test-uploads'),
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'cbo-test-outbox'),
    EXPORT_DIR: path.join(os.tmpdir(), 'cbo-test-exports'),
  });
  // The suites call one app as one user at machine speed (up to 700 requests a minute on a busy 2-core
  // machine, more on a faster one): limits far out of reach, still counted. rate-limits.test.ts sets its own.
  config.rateLimit = { ...config.rateLimit, perUser: 1_000_000, perIp: 1_000_000 };
  return { ...config, ...overrides };
}

/** A fresh migrated database (TEST_DB=sqlite|postgres), seeded, behind a full app for `inject`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  // The app's own database URL, so PostgreSQL test apps listen for change notifications on it.
  const config = testConfig({ databaseUrl: testDb.databaseUrl, ...options.config });
  try {
    if (options.seed === 'demo') await seedDemoData(testDb.db, { demoPassword: TEST_PASSWORD });
    else if (options.seed !== 'none') await seedUsers(testDb.db);
    const app = await buildApp({
      config,
      db: testDb.db,
      handlers: options.handlers,
      openapiFile: options.openapiFile,
      clock: options.clock,
      ...(options.logStream ? { logger: true, logStream: options.logStream } : {}),
      ...(options.logFile ? { logger: true, logFile: options.logFile } : {}),
    });
    await app.ready();
    const api = config.apiBase;
    return {
      app,
      db: testDb.db,
      config,
      api,
      async login(email, password = TEST_PASSWORD) {
        const res: LightMyRequestResponse = await app.inject({
          method: 'POST',
          url: `${api}/jwt/token`,
          headers: config.apiKey ? { 'x-api-key': config.apiKey } : {},
          payload: { username: email, password },
        });
        if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
        const data = res.json().data as Omit<TestSession, 'headers'>;
        const headers: Record<string, string> = { authorization: `Bearer ${data.token}` };
        if (config.apiKey) headers['x-api-key'] = config.apiKey;
        return { ...data, headers };
      },
      async close() {
        await app.close();
        // Export/import jobs run in the background; let them finish before their database goes away.
        await drainJobs();
        await testDb.destroy();
      },
    };
  } catch (err) {
    await testDb.destroy();
    throw err;
  }
}
