import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process';

/**
 * The production build (`npm run build`) into `outDir`, a folder of the bench's own, so a rebuild of dist/ by
 * other work cannot change the files under measurement.
 */
export function buildSpa(outDir: string, log: (line: string) => void): string {
  log('npm run build (production)…');
  const r = spawnSync('npm', ['run', '--silent', 'build', '--', '--output-path', outDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`npm run build failed:\n${r.stdout}\n${r.stderr}`);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error('the build has no index.html');
  return outDir;
}
