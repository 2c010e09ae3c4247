import { LANGUAGE_CODES, SOURCE_LANGUAGE, type Language } from '../../../src/i18n/languages';
import { NAMESPACES } from '../../../src/i18n/namespaces';
import { catalogueOf } from '../i18nTesting';

/**
 * Every language has every message of the English catalogue, in every plural form its grammar has
 * (Arabic: zero, one, two, few, many, other), with the same placeholders, and nothing English lacks.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, String(value));
  return out;
}

/** Message id → its forms (`''` for a message without plural forms). */
function messages(flat: Flat): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flat) {
    const m = PLURAL_SUFFIX.exec(key);
    const id = m ? key.slice(0, -m[0].length) : key;
    const forms = out.get(id) ?? new Map<string, string>();
    forms.set(m ? m[1] : '', text);
    out.set(id, forms);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)|<(\/?\w+)>/g)].map((m) => m[1] ?? m[2] ?? m[3]).sort();

const pluralCategories = (language: Language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

const english = catalogueOf(SOURCE_LANGUAGE);
const others = LANGUAGE_CODES.filter((l) => l !== SOURCE_LANGUAGE);

describe.each(NAMESPACES.map((ns) => [ns]))('catalogue namespace %s', (ns) => {
  const source = messages(flatten(english[ns]));

  it('has English plurals in both forms (one, other)', () => {
    for (const [id, forms] of source) {
      if (forms.has('')) continue;
      expect([id, [...forms.keys()].sort()]).toEqual([id, ['one', 'other']]);
    }
  });

  describe.each(others.map((l) => [l]))('in %s', (language) => {
    const target = messages(flatten(catalogueOf(language)[ns]));

    it('has every English message and no other', () => {
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it('has every plural form its grammar needs, and keeps the placeholders', () => {
      for (const [id, englishForms] of source) {
        const forms = target.get(id);
        if (!forms) continue; // reported by the test above
        const plural = !englishForms.has('');
        const expected = plural ? [...pluralCategories(language)].sort() : [''];
        expect([id, [...forms.keys()].sort()]).toEqual([id, expected]);
        const englishPlaceholders = placeholders(englishForms.values().next().value as string).filter(
          (p) => p !== 'count',
        );
        for (const [form, text] of forms) {
          expect([id, form, text.trim().length > 0]).toEqual([id, form, true]);
          const own = placeholders(text).filter((p) => p !== 'count');
          expect([id, form, own]).toEqual([id, form, englishPlaceholders]);
        }
      }
    });
  });

  it('keeps French punctuation on its word’s line: a no-break space before : ; ! ? », after «', () => {
    // A plain space there lets a narrow card start a line with the colon ('Note de commande' / ': …').
    for (const [id, text] of flatten(catalogueOf('fr')[ns])) {
      const breakable = / [:;!?»]|« /.test(text);
      expect([id, breakable ? text : 'ok']).toEqual([id, 'ok']);
    }
  });

  it('is translated into Arabic, not left in English', () => {
    const arabic = messages(flatten(catalogueOf('ar')[ns]));
    for (const [id, forms] of arabic)
      for (const [form, text] of forms) {
        const letters = text.replace(/\{\{[^}]*\}\}|<\/?\w+>|\$t\([^)]*\)/g, '');
        // A message with Latin letters but no Arabic ones was copied, not translated (codes like "USD" aside).
        const untranslated = /[A-Za-z]{4,}/.test(letters) && !/[\u0600-\u06FF]/.test(letters);
        expect([id, form, untranslated ? text : 'ok']).toEqual([id, form, 'ok']);
      }
  });
});
