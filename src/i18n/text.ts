import { useTranslation } from './useTranslation';
import { i18n } from './i18n';

/**
 * Text kept in a config outside React (a field label, a column title, a hint) is a catalogue key such as
 * `products:fields.name`; this translates it into the language shown. Text that is not a key (a name from
 * the data, a value the server sent) is shown as it is.
 */
export function translateText(text: string): string;
export function translateText(text: string | undefined): string | undefined;
export function translateText(text: string | undefined): string | undefined {
  if (!text) return text;
  return i18n.exists(text) ? (i18n.t as (key: string) => string)(text) : text;
}

/** `translateText` that re-renders the component when the language changes. */
export function useTranslateText(): typeof translateText {
  useTranslation(); // subscribes to language changes
  return translateText;
}
