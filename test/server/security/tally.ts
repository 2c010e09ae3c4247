import fs from 'node:fs';
import path from 'node:path';
import { TEST_DB } from '../helpers/db';

/**
 * What a security test file tried, counted (the note lists the attacks with counts). Each file
 * that calls {@link tally} writes its counts, after its tests, to
 * test-results/security-tally/<file>-<db>.json, e.g. {"fuzz requests": 1008, "refused (4xx)": 700}.
 */
const counts: Record<string, number> = {};
let file = '';

export function tally(what: string, n = 1): void {
  counts[what] = (counts[what] ?? 0) + n;
}

/** Call once at the top level of a test file: its counts are written when its tests are done. */
export function tallyFile(name: string): void {
  file = name;
  afterAll(() => {
    if (!file || !Object.keys(counts).length) return;
    const dir = path.resolve(__dirname, '../../../test-results/security-tally');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${file}-${TEST_DB}.json`), `${JSON.stringify(counts, null, 1)}\n`);
  });
}
