import fs from 'node:fs';
import path from 'node:path';

/**
 * The product's own words in a language, read from its catalogues, so a test asserts that a screen reads
 * in that language (and fails if it shows English or a bare key): `msg('ar', 'kitchen:actions.accept')`.
 */
export type TestLanguage = 'en' | 'ar' | 'fr';

const cache = new Map<string, Record<string, unknown>>();
function catalogue(language: TestLanguage, namespace: string): Record<string, unknown> {
  const file = path.join(__dirname, '../../src/i18n/locales', language, `${namespace}.json`);
  let value = cache.get(file);
  if (!value) {
    value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, value);
  }
  return value;
}

export function msg(language: TestLanguage, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, keyPath] = key.includes(':') ? key.split(':') : ['common', key];
  const lookup = (p: string) =>
    p
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        catalogue(language, namespace),
      );
  let text = lookup(keyPath);
  if (text === undefined && typeof vars.count === 'number')
    text = lookup(`${keyPath}_${new Intl.PluralRules(language).select(vars.count)}`);
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${language}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}

/** A message as a whole-text regular expression (its placeholders match anything). */
export function msgPattern(language: TestLanguage, key: string, vars: Record<string, string | number> = {}): RegExp {
  const marker = '\u0000';
  const withMarkers = msg(language, key, new Proxy(vars, { get: (t, k) => (k in t ? t[k as string] : marker) }));
  const escaped = withMarkers
    .split(marker)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${escaped}$`);
}
