import path from 'node:path';

/** Runtime settings, read once from the environment (see .env.example for every variable). */
export interface ServerConfig {
  nodeEnv: string;
  port: number;
  host: string;
  databaseUrl: string;
  uploadDir: string;
  mailOutboxDir: string;
  /** Finished exports' files, kept for their owner to download (share it between processes, like uploads). */
  exportDir: string;
  /** How long a finished export's file is kept, in hours (EXPORT_KEEP_HOURS, default 7 days). */
  exportKeepHours: number;
  /** Where the daily backup writes its archives (BACKUP_DIR); empty: no daily backup. */
  backupDir: string;
  /** How many daily archives BACKUP_DIR keeps (BACKUP_KEEP, default 7); older ones are deleted. */
  backupKeep: number;
  /** How many days ahead standing orders place their orders (STANDING_ORDER_HORIZON_DAYS, 1..60, default 7). */
  standingOrderHorizonDays: number;
  smtpUrl: string;
  mailFrom: string;
  appSlug: string;
  /** `/cms/json-api/{slug}/v1` */
  apiBase: string;
  apiKey: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  appName: string;
  primaryColor: string;
  /** VAT_RATE: the percent invoices charge (0..100, default 11). */
  vatRate: number;
  companyName: string;
  /** COMPANY_ADDRESS and COMPANY_TAX_NUMBER: printed on invoices; '' when not set. */
  companyAddress: string;
  companyTaxNumber: string;
  contactEmail: string;
  demoPassword: string;
  seedDemoData: boolean;
  loginEmail: string;
  loginPassword: string;
  /** Built SPA folder served with history fallback. */
  clientDir: string;
  /** Redis shared by every server process (request limits); empty: counts kept in this process. */
  redisUrl: string;
  rateLimit: RateLimitConfig;
  /** Change event streams (`GET /events`). */
  events: EventsConfig;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none, the socket's peer is the client)
   * or the proxies' addresses/CIDRs (or `loopback`, `uniquelocal`). `true` trusts every hop, so any
   * client could forge its IP.
   */
  trustProxy: boolean | string;
  /**
   * How long a request repeating an `Idempotency-Key` waits for the first request's answer (IDEMPOTENCY_WAIT_MS,
   * default 3 s) before a 409 idempotency_key_in_progress.
   */
  idempotencyWaitMs: number;
  /** Serve the contract (`/openapi.json`, `/openapi.yaml`) and its reference page (`/api-docs`); API_DOCS=off turns them off. */
  apiDocs: boolean;
  /** `/metrics` (README, "Observe it"). */
  metrics: MetricsConfig;
  /**
   * Log lines: `json` (one JSON object a line, for log collectors) or `pretty` (readable, through pino-pretty).
   * LOG_FORMAT; unset: pretty when NODE_ENV=development, else json.
   */
  logFormat: 'json' | 'pretty';
  /** On SIGTERM, how long requests still running may take before their connections are cut (SHUTDOWN_GRACE_MS, 10 s). */
  shutdownGraceMs: number;
}

/** `/metrics` in the Prometheus text format: off unless METRICS=on or METRICS_TOKEN is set. */
export interface MetricsConfig {
  enabled: boolean;
  /** When set, a scrape must send `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token: string;
}

/** API request limits per fixed window (see README, "Request limits"); a limit of 0 is off. */
export interface RateLimitConfig {
  windowSeconds: number;
  /** Requests per window per signed-in user (any IP). */
  perUser: number;
  /** Requests per window per client IP (any user, signed in or not). */
  perIp: number;
  /** Prefix of the counters' Redis keys. */
  redisPrefix: string;
}

/** Change event streams: keep-alive, session re-check, a cap per user, and the counters' safety poll. */
export interface EventsConfig {
  heartbeatSeconds: number;
  /** Every open stream's session is checked this often (a revoked one ends within it). */
  sessionCheckMs: number;
  /** Open streams per user and server process; one more ends that user's oldest. */
  maxStreamsPerUser: number;
  /** Read the change counters this often while a stream is open (writes nobody announced); 0: never. */
  pollMs: number;
}

export const DEFAULT_DEMO_PASSWORD = 'demo-catering-2026';
const DEV_JWT_SECRET = 'development-only-secret-change-me-0123456789';

const isOff = (value: string) => ['off', 'false', '0', 'no'].includes(value.trim().toLowerCase());
const isOn = (value: string) => ['on', 'true', '1', 'yes'].includes(value.trim().toLowerCase());

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) ? n : fallback;
}

/** TRUST_PROXY: unset or 'false' → false; 'true' → true; else a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const appSlug = env.APP_SLUG || 'catering';
  const demoPassword = env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
  const production = env.NODE_ENV === 'production';
  return {
    nodeEnv: env.NODE_ENV || 'development',
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/catering.sqlite',
    uploadDir: path.resolve(env.UPLOAD_DIR || './data/uploads'),
    mailOutboxDir: path.resolve(env.MAIL_OUTBOX_DIR || './data/outbox'),
    exportDir: path.resolve(env.EXPORT_DIR || './data/exports'),
    exportKeepHours: Math.max(1, int(env.EXPORT_KEEP_HOURS, 7 * 24)),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : '',
    backupKeep: Math.max(1, int(env.BACKUP_KEEP, 7)),
    standingOrderHorizonDays: Math.min(60, Math.max(1, Math.trunc(int(env.STANDING_ORDER_HORIZON_DAYS, 7)))),
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || 'Catering Back-Office <no-reply@demo.test>',
    appSlug,
    apiBase: `/cms/json-api/${appSlug}/v1`,
    apiKey: env.API_KEY || '',
    jwtSecret: env.JWT_SECRET || (production ? '' : DEV_JWT_SECRET),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 14 * 24 * 3600),
    appName: env.APP_NAME || 'Catering Back-Office',
    primaryColor: env.PRIMARY_COLOR || '#0F6CBD',
    vatRate: int(env.VAT_RATE, 11),
    companyName: env.COMPANY_NAME || 'Cedar Table Catering s.a.l.',
    companyAddress: env.COMPANY_ADDRESS ?? '',
    companyTaxNumber: env.COMPANY_TAX_NUMBER ?? '',
    contactEmail: env.CONTACT_EMAIL || 'privacy@demo.test',
    demoPassword,
    seedDemoData: (env.SEED_DEMO_DATA ?? 'true') !== 'false',
    loginEmail: env.LOGIN_EMAIL ?? (production ? '' : 'admin@demo.test'),
    loginPassword: env.LOGIN_PASSWORD ?? (production ? '' : demoPassword),
    clientDir: path.resolve(env.CLIENT_DIR || './dist'),
    redisUrl: env.REDIS_URL || '',
    rateLimit: {
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 60),
      perUser: int(env.RATE_LIMIT_PER_USER, 1200),
      perIp: int(env.RATE_LIMIT_PER_IP, 12000),
      redisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'cbo:rate-limit:',
    },
    events: {
      heartbeatSeconds: Math.max(1, int(env.EVENTS_HEARTBEAT_SECONDS, 25)),
      sessionCheckMs: Math.max(100, int(env.EVENTS_SESSION_CHECK_MS, 3000)),
      maxStreamsPerUser: Math.max(1, int(env.EVENTS_MAX_PER_USER, 8)),
      pollMs: Math.max(0, int(env.EVENTS_POLL_MS, 5000)),
    },
    idempotencyWaitMs: Math.max(0, int(env.IDEMPOTENCY_WAIT_MS, 3000)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: !isOff(env.API_DOCS ?? 'on'),
    metrics: { enabled: isOn(env.METRICS ?? '') || !!env.METRICS_TOKEN, token: env.METRICS_TOKEN || '' },
    logFormat: logFormat(env),
    shutdownGraceMs: Math.max(0, int(env.SHUTDOWN_GRACE_MS, 10_000)),
  };
}

/** LOG_FORMAT=json|pretty; unset: readable lines in development only (NODE_ENV=development or unset). */
function logFormat(env: NodeJS.ProcessEnv): 'json' | 'pretty' {
  const format = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (format === 'pretty' || format === 'json') return format;
  return (env.NODE_ENV || 'development') === 'development' ? 'pretty' : 'json';
}

/** Reasons the server must not start; empty when the configuration is safe to run. */
export function configProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (typeof config.trustProxy === 'string' && /^\d+$/.test(config.trustProxy))
    problems.push("TRUST_PROXY takes the proxies' addresses or CIDRs (e.g. 10.0.0.5 or 10.0.0.0/8), not a hop count.");
  if (!(config.vatRate >= 0 && config.vatRate <= 100))
    problems.push('VAT_RATE is a percent from 0 to 100 (e.g. 11 or 11.5).');
  if (config.nodeEnv !== 'production') return problems;
  if (!config.jwtSecret || config.jwtSecret.length < 32)
    problems.push('JWT_SECRET must be set to a random string of at least 32 characters in production.');
  if (config.seedDemoData && config.demoPassword === DEFAULT_DEMO_PASSWORD)
    problems.push('DEMO_PASSWORD is the published demo default; set your own or SEED_DEMO_DATA=false in production.');
  return problems;
}
