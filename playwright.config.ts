import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM, HEADLESS_SHELL } from './scripts/chromium';

// One throw-away database, upload and outbox folder per run. Workers inherit process.env from the
// main process, so every worker and the web server agree on the same folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `cbo-e2e-${Date.now()}-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT || 3123);

// E2E_PRISM=1: every API call the browser makes goes through Stoplight Prism's validating proxy
// (`prism proxy --errors` against openapi/openapi.yaml). The browser still sees one origin, E2E_PORT: a
// small front (scripts/e2e-through-prism-front.ts) sends the API base to Prism and the rest (SPA,
// /config.json, /uploads) straight to the server, which listens on E2E_SERVER_PORT. Every API call's outcome
// is logged by the front and counted by scripts/e2e-through-prism-teardown.ts, which fails the run on any
// violation. E2E_PRISM_PORT (default 4010) is Prism's own port.
const viaPrism = /^(1|true|yes)$/i.test(process.env.E2E_PRISM ?? '');
const serverPort = viaPrism ? Number(process.env.E2E_SERVER_PORT || port + 1) : port;
const prismPort = Number(process.env.E2E_PRISM_PORT || 4010);
const apiBase = '/cms/json-api/catering/v1';
process.env.E2E_PRISM_LOG ??= path.join(dataDir, 'prism.log');
process.env.E2E_PRISM_REPORT ??= path.join(dataDir, 'prism-calls.jsonl');

const serverEnv = {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  EXPORT_DIR: path.join(dataDir, 'exports'),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Printed on invoices (test/e2e/invoice-print.spec.ts).
  COMPANY_ADDRESS: 'Hamra Street, Beirut, Lebanon',
  COMPANY_TAX_NUMBER: '601-123456',
  // The suite drives the app from one IP, mostly as one user, faster than people do: the API request
  // limits still count, out of reach (their own tests are in test/server/security/rate-limits.test.ts).
  RATE_LIMIT_PER_USER: '1000000',
  RATE_LIMIT_PER_IP: '1000000',
};

const directServer = {
  command: 'npm start',
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'pipe' as const,
  env: serverEnv,
};

const prismServers = [
  { ...directServer, url: `http://127.0.0.1:${serverPort}/healthz` },
  {
    // The CLI itself (not npx), its output into a log the teardown reads.
    command:
      `mkdir -p "${dataDir}" && rm -f "${process.env.E2E_PRISM_REPORT}" && exec node node_modules/.bin/prism proxy --errors -h 127.0.0.1 -p ${prismPort} ` +
      `openapi/openapi.yaml http://127.0.0.1:${serverPort}${apiBase} > "${process.env.E2E_PRISM_LOG}" 2>&1`,
    port: prismPort,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    command: 'node --import tsx scripts/e2e-through-prism-front.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    env: {
      FRONT_PORT: String(port),
      SERVER_PORT: String(serverPort),
      PRISM_PORT: String(prismPort),
      API_BASE: apiBase,
      PRISM_REPORT_FILE: process.env.E2E_PRISM_REPORT,
    },
  },
];

// The suite runs in Debian's Chromium headless shell, which takes half the CPU per page of `chromium
// --headless` on a 2-core machine; the sign-in specs also run in the full browser. CHROMIUM_PATH runs
// everything in one given binary instead.
function launch(executable: string) {
  return { executablePath: process.env.CHROMIUM_PATH || executable, args: CHROMIUM_ARGS };
}

/** The specs that let the service worker run (the rest block it, below). */
const SERVICE_WORKER_SPECS = ['offline-app.spec.ts', 'offline-board.spec.ts'];

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // No retry, in CI too: a test that fails once is a failure to fix, not a flake to run again.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test a DOM snapshot per action: CI records none (a failure keeps its
    // screenshot; run the spec again with --trace on to get one), a run here keeps the failed tests' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (docs/offline.md). Blocked by default: requests a
    // worker answers are hidden from page.route, which most specs use to shape or count API calls. The
    // offline spec allows it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    // Staff who ask for less motion get it (prefers-reduced-motion): fewer frames to paint per transition.
    // The a11y checks still wait for any animation left before measuring colours (a11y-support.ts).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERVICE_WORKER_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, launchOptions: launch(HEADLESS_SHELL) },
    },
    {
      // The specs that run the production build's service worker, one after the other (the other worker
      // goes on with the rest): offline-app deploys a new build by changing dist/sw.js, which a worker
      // running at the same moment in offline-board's browser took as its own update.
      name: 'chromium-offline',
      testMatch: SERVICE_WORKER_SPECS,
      workers: 1,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, launchOptions: launch(HEADLESS_SHELL) },
    },
    {
      // The full browser staff run, window layers and all: signing in and out.
      name: 'chromium-full',
      testMatch: ['session.spec.ts'],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 }, launchOptions: launch(FULL_CHROMIUM) },
    },
  ],
  ...(viaPrism ? { globalTeardown: './scripts/e2e-through-prism-teardown.ts' } : {}),
  webServer: viaPrism ? prismServers : directServer,
});
