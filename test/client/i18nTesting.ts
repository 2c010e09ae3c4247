import { i18n, switchLanguage } from '../../src/i18n/i18n';
import type { Language } from '../../src/i18n/languages';
import { NAMESPACES } from '../../src/i18n/namespaces';

/** Every namespace of a language's catalogue, read from its JSON files. */
export function catalogueOf(language: Language): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    NAMESPACES.map((ns) => [ns, jest.requireActual(`../../src/i18n/locales/${language}/${ns}.json`)]),
  );
}

/** Switches the screens under test to `language` (its whole catalogue loaded), as the language menu does. */
export async function showIn(language: Language): Promise<void> {
  for (const [ns, resources] of Object.entries(catalogueOf(language))) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, resources, true, true);
  }
  await switchLanguage(language);
}
