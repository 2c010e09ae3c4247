import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One throw-away database, upload and outbox folder per run. Workers inherit process.env from the
// main process, so every worker and the web server agree on the same folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `cbo-e2e-${Date.now()}-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT || 3123);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI only: the suite shares 2 cores with the server and the build; a test that fails
  // twice still fails, and a retried pass is reported as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
