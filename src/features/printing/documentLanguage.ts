import { directionOf, useCurrentLanguage, type Direction, type Language } from '../../i18n';

/**
 * The `lang` and `dir` a printed document carries: the language shown. Set on the document's own root, so
 * the paper reads right to left in Arabic (and the printer's fonts pick Arabic glyphs) wherever the print
 * kit mounts it.
 */
export function useDocumentLanguage(): { lang: Language; dir: Direction } {
  const lang = useCurrentLanguage();
  return { lang, dir: directionOf(lang) };
}
