/**
 * No silent breaking change: compares openapi/openapi.yaml with openapi/released.yaml (the contract of the
 * last release) using api-smart-diff, prints every difference with its class (changes to descriptions and
 * examples counted, listed with --annotations), and fails when a breaking
 * one (a removed operation, field or enum value, a new required request field, a narrowed type, …) is
 * not released as a new major version: info.version's major above the released one and a `## <version>`
 * section in CHANGELOG.md.
 *
 *   npm run contract:diff                    (a line of `npm test`)
 *   tsx scripts/contract-diff.ts [--annotations] [released.yaml] [current.yaml] [CHANGELOG.md]
 *
 * On release: record the changes in CHANGELOG.md under the new info.version, then copy openapi.yaml over
 * released.yaml.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import YAML from 'yaml';

const ROOT = path.resolve(__dirname, '..');

export interface ContractFiles {
  released: string;
  current: string;
  changelog: string;
}

export const DEFAULT_FILES: ContractFiles = {
  released: path.join(ROOT, 'openapi/released.yaml'),
  current: path.join(ROOT, 'openapi/openapi.yaml'),
  changelog: path.join(ROOT, 'CHANGELOG.md'),
};

export interface ContractDiffResult {
  ok: boolean;
  /** Every difference, one line each (`breaking`, `non-breaking`, `annotation`, …), then the verdict. */
  lines: string[];
  breaking: number;
}

const major = (version: string) => Number(/^(\d+)\./.exec(version)?.[1] ?? NaN);

/** True when CHANGELOG.md has a heading naming `version` (`## 2.0.0`, `## [2.0.0] - 2026-11-24`, …). */
export function changelogRecords(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^#{1,3}\\s*\\[?v?${escaped}\\]?(\\s|$)`, 'm').test(changelog);
}

export function checkContract(
  files: ContractFiles = DEFAULT_FILES,
  options: { annotations?: boolean } = {},
): ContractDiffResult {
  const released = YAML.parse(fs.readFileSync(files.released, 'utf8'));
  const current = YAML.parse(fs.readFileSync(files.current, 'utf8'));
  const { diffs } = apiCompare(released, current);
  const line = (d: (typeof diffs)[number]) =>
    `${d.type.padEnd(12)} ${d.description?.trim() || d.action} (at ${d.path.join('.')})`;
  const annotations = diffs.filter((d) => d.type === 'annotation');
  const lines = [...new Set(diffs.filter((d) => d.type !== 'annotation' || options.annotations).map(line))];
  if (annotations.length && !options.annotations)
    lines.push(`annotation   ${annotations.length} change(s) to descriptions and examples (--annotations lists them)`);
  const breaking = diffs.filter((d) => d.type === 'breaking').length;
  const from = String(released.info?.version ?? '');
  const to = String(current.info?.version ?? '');
  lines.push(`${diffs.length} difference(s) from the released contract ${from}, ${breaking} breaking.`);
  if (breaking === 0) return { ok: true, lines, breaking };

  const changelog = fs.existsSync(files.changelog) ? fs.readFileSync(files.changelog, 'utf8') : '';
  const bumped = major(to) > major(from);
  const recorded = changelogRecords(changelog, to);
  if (bumped && recorded) {
    lines.push(`Breaking changes released as ${to} (CHANGELOG.md records it).`);
    return { ok: true, lines, breaking };
  }
  lines.push(
    `Breaking change(s) not released: ${
      bumped ? '' : `raise info.version's major (released ${from}, now ${to})`
    }${bumped || recorded ? '' : ' and '}${recorded ? '' : `record them in CHANGELOG.md under "## ${bumped ? to : 'the new version'}"`}` +
      ', or make the change additive.',
  );
  return { ok: false, lines, breaking };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const [released, current, changelog] = args.filter((a) => !a.startsWith('--'));
  const result = checkContract(
    {
      released: released ? path.resolve(released) : DEFAULT_FILES.released,
      current: current ? path.resolve(current) : DEFAULT_FILES.current,
      changelog: changelog ? path.resolve(changelog) : DEFAULT_FILES.changelog,
    },
    { annotations: args.includes('--annotations') },
  );
  for (const line of result.lines) console.log(line);
  process.exit(result.ok ? 0 : 1);
}
