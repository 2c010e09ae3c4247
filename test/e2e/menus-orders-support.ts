import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Shared by the menus and orders specs (issue 5). API calls go as the administrator (`api`, from the kit). */
export { API, api } from './resources/kit';
export const EXPORT_MESSAGE = 'The export file is being generated, You will receive the it via email when ready!';
export const unique = (stem: string) => `${stem} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = '/tmp/shots';
// The machine running the suite is shared and busy: first loads of a lazy screen get more time.
export const LOAD = { timeout: 30_000 };

export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()?.width}.png`) });
}

/** .eml files in the outbox written since `since` whose text contains `needle`. */
export function mailsWith(since: number, needle: string): number {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return 0;
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outbox, f))
    .filter((f) => fs.statSync(f).mtimeMs >= since - 1000 && fs.readFileSync(f, 'utf8').includes(needle)).length;
}

/** YYYY-MM-DD → DD/MM/YYYY (the app shows dates as DD/MM/YYYY). */
export const shown = (iso: string) => iso.split('-').reverse().join('/');
