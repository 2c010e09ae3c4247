import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/* The commit-msg hook `npm ci` installs: subjects of at most 72 characters, a blank line before the body. */

const HOOK = path.join(__dirname, '../../../.githooks/commit-msg');

function check(message: string): { status: number | null; stderr: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-msg-')), 'COMMIT_EDITMSG');
  fs.writeFileSync(file, message);
  const run = spawnSync('bash', [HOOK, file], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('commit-msg hook', () => {
  test('accepts a 72-character subject with a body after a blank line', () => {
    expect(check(`${'a'.repeat(72)}\n\nWhy, and the numbers.\n`).status).toBe(0);
  });

  test('refuses a 73-character subject, saying how long it is', () => {
    const { status, stderr } = check(`${'a'.repeat(73)}\n`);
    expect(status).toBe(1);
    expect(stderr).toContain('73 characters');
  });

  test('refuses a body that starts on the second line', () => {
    expect(check('Fix the board\nbecause it was slow\n').status).toBe(1);
  });

  test('package.json installs the hook on npm ci', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'));
    expect(pkg.scripts.prepare).toContain('core.hooksPath .githooks');
  });
});
