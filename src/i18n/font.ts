export { ARABIC_FONT_FAMILY } from './arabicFontFamily';

/** Registers the Arabic faces; the module and its font files download only when this is first called. */
export function loadArabicFont(): Promise<void> {
  return import(/* webpackChunkName: "arabic-font" */ './arabicFont').then((m) => m.registerArabicFont());
}
