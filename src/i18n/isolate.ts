import { currentLanguage } from './i18n';
import { directionOf } from './languages';

/**
 * User data (a record's name, a note, a time with am/pm) inside a sentence of a right-to-left language,
 * isolated as `<bdi>` would (FSI … PDI), so Latin text, numbers and their punctuation keep their order inside
 * the Arabic. Unchanged in left-to-right languages. Works in attributes (aria-label) and toasts too.
 */
export function isolate(text: string): string;
export function isolate(text: string | null | undefined): string | null | undefined;
export function isolate(text: string | null | undefined): string | null | undefined {
  if (!text || directionOf(currentLanguage()) !== 'rtl') return text;
  return `\u2068${text}\u2069`;
}
