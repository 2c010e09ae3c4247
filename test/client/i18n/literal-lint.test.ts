/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The lint refuses words a user reads written straight into a screen: they belong in the catalogues. */

const ROOT = path.resolve(__dirname, '../../..');

/** Lints `code` as a screen of the app would be linted (`npm run lint`), in its own process. */
function literalStringProblems(code: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/eslint/bin/eslint.js'),
      '--stdin',
      '--stdin-filename',
      'src/features/orders/Example.tsx',
      '-f',
      'json',
    ],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
  return result.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').map((m) => m.message);
}

describe('the literal-string lint rule', () => {
  jest.setTimeout(60_000);

  it('fails text between JSX tags and a read-out attribute', () => {
    const problems = literalStringProblems(
      `export function OrderFooter() {\n  return <button aria-label="Close the order">Save order</button>;\n}\n`,
    );
    expect(problems).toHaveLength(2);
  });

  it('passes catalogue text, punctuation and attributes no one reads', () => {
    const problems = literalStringProblems(
      `import { useTranslation } from '../../i18n/useTranslation';\n` +
        `export function OrderFooter() {\n  const { t } = useTranslation('orders');\n` +
        `  return <span className="x" data-testid="y" role="status">{t('items.title')}:</span>;\n}\n`,
    );
    expect(problems).toEqual([]);
  });
});
