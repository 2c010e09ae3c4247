import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { checkContract, changelogRecords, DEFAULT_FILES } from '../../../scripts/contract-diff';

type Doc = Record<string, any>;

// The check itself on openapi.yaml is a line of `npm test` (npm run contract:diff); these pin its verdicts.
/**
 * The released contract cut down to sign-in and the orders paths (the diff of the whole contract takes
 * seconds per run on a busy machine); both sides of each check start from it.
 */
const released: Doc = (() => {
  const full: Doc = YAML.parse(fs.readFileSync(DEFAULT_FILES.released, 'utf8'));
  const keep = Object.keys(full.paths).filter((p) => p === '/jwt/token' || p.startsWith('/orders'));
  return { ...full, paths: Object.fromEntries(keep.map((p) => [p, full.paths[p]])) };
})();

/** Runs the check on a scratch copy of the released contract edited by `edit`. */
function checkEdited(edit: (doc: Doc) => void, changelog = CHANGELOG) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    const current = structuredClone(released);
    edit(current);
    const file = (name: string, text: string) => (fs.writeFileSync(path.join(dir, name), text), path.join(dir, name));
    return checkContract({
      released: file('released.yaml', YAML.stringify(released)),
      current: file('current.yaml', YAML.stringify(current)),
      changelog: file('CHANGELOG.md', changelog),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The released version, the next major and minor after it, and a CHANGELOG that records only the release. */
const RELEASED_VERSION: string = released.info.version;
const [major, minor] = RELEASED_VERSION.split('.').map(Number);
const NEXT_MAJOR = `${major + 1}.0.0`;
const NEXT_MINOR = `${major}.${minor + 1}.0`;
const CHANGELOG = `# Changelog\n\n## ${RELEASED_VERSION}\n\nThe released contract.\n`;

/** A path of the cut-down contract and a JSON request body schema (sign-in). */
const firstPath = Object.keys(released.paths)[0];
const LOGIN = 'LoginRequest';

describe('contract diff against openapi/released.yaml', () => {
  test.each<[string, (doc: Doc) => void]>([
    ['a removed operation', (doc) => delete doc.paths[firstPath]],
    [
      'a removed response field',
      (doc) => {
        const order = doc.components.schemas.Order;
        delete order.properties.email;
        order.required = order.required.filter((name: string) => name !== 'email');
      },
    ],
    [
      'a removed enum value',
      (doc) => (doc.components.schemas.OrderStatus.enum = doc.components.schemas.OrderStatus.enum.slice(1)),
    ],
    [
      'a new required request field',
      (doc) => {
        const login = doc.components.schemas[LOGIN];
        login.properties.otp = { type: 'string' };
        login.required = [...login.required, 'otp'];
      },
    ],
    ['a narrowed type', (doc) => (doc.components.schemas[LOGIN].properties.password.maxLength = 10)],
  ])('%s fails the check and is listed as breaking', (_name, edit) => {
    const result = checkEdited(edit);
    expect(result.ok).toBe(false);
    expect(result.breaking).toBeGreaterThan(0);
    expect(result.lines.some((l) => l.startsWith('breaking'))).toBe(true);
    expect(result.lines.at(-1)).toMatch(/^Breaking change\(s\) not released: raise info.version's major/);
  });

  test('an additive edit passes and is listed (new operation, optional request field, new response field)', () => {
    const result = checkEdited((doc) => {
      doc.paths['/scratch-things'] = {
        get: { operationId: 'listScratchThings', responses: { '200': { description: 'OK' } } },
      };
      doc.components.schemas[LOGIN].properties.remember_me = { type: 'boolean' };
      doc.components.schemas.Order.properties.scratch_note = { type: 'string' };
    });
    expect(result.ok).toBe(true);
    expect(result.breaking).toBe(0);
    expect(result.lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^non-breaking .*operation GET \/scratch-things/)]),
    );
    expect(result.lines.filter((l) => l.startsWith('non-breaking')).length).toBeGreaterThanOrEqual(3);
  });

  test('a breaking change passes once released: major version raised and recorded in CHANGELOG.md', () => {
    const removeAndBump = (doc: Doc) => {
      delete doc.paths[firstPath];
      doc.info.version = NEXT_MAJOR;
    };
    expect(checkEdited(removeAndBump).ok).toBe(false); // bumped, not recorded
    const recorded = checkEdited(
      removeAndBump,
      CHANGELOG.replace(
        `## ${RELEASED_VERSION}`,
        `## ${NEXT_MAJOR}\n\nRemoved an operation.\n\n## ${RELEASED_VERSION}`,
      ),
    );
    expect(recorded.ok).toBe(true);
    expect(recorded.lines.at(-1)).toBe(`Breaking changes released as ${NEXT_MAJOR} (CHANGELOG.md records it).`);
    const minorOnly = checkEdited((doc) => {
      delete doc.paths[firstPath];
      doc.info.version = NEXT_MINOR;
    }, `${CHANGELOG}\n## ${NEXT_MINOR}\n`);
    expect(minorOnly.ok).toBe(false);
  });

  test('CHANGELOG headings are matched by exact version', () => {
    expect(changelogRecords('## [2.0.0] - 2026-11-24', '2.0.0')).toBe(true);
    expect(changelogRecords('## v2.0.0', '2.0.0')).toBe(true);
    expect(changelogRecords('## 2.0.01', '2.0.0')).toBe(false);
    expect(changelogRecords('Mentions 2.0.0 in text', '2.0.0')).toBe(false);
  });
});
