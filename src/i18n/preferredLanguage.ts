import { isLanguage, pickLanguage, type Language } from './languages';

/** The browser's languages in order of preference (`navigator.languages`). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The user's own choice when they made one (it is stored on the server), else the browser's languages. */
export function preferredLanguage(chosen?: string | null): Language {
  return isLanguage(chosen) ? chosen : pickLanguage(browserLanguages());
}
