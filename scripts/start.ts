/**
 * `npm start`: builds the web client when dist/ is missing or older than its sources, then runs the
 * server (migrate, seed an empty database, listen) in this process.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { main } from '../server/src/server';

const ROOT = path.resolve(__dirname, '..');
const CLIENT_INPUTS = ['src', 'openapi', 'package.json', 'webpack.config.js', 'webpack.config.ts', 'tsconfig.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// The production build writes `.built-at` (webpack.config.js BuildStampPlugin), dated when it started.
const stampOf = (clientDir: string) => path.join(clientDir, '.built-at');

function clientIsStale(clientDir: string): boolean {
  const stamp = stampOf(clientDir);
  if (!fs.existsSync(path.join(clientDir, 'index.html')) || !fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return CLIENT_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

function buildClient(): void {
  console.log('Building the web client (webpack --mode production)…');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('The web client build failed; fix the errors above and run npm start again.');
    process.exit(result.status ?? 1);
  }
}

const config = loadConfig();
if (clientIsStale(config.clientDir)) buildClient();
main(config);
