export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';

/** Registers the Arabic faces; the module and its font files download only when this is first called. */
export function loadArabicFont(): Promise<void> {
  return import(/* webpackChunkName: "arabic-font" */ './arabicFont').then((m) =>
    m.registerArabicFont(ARABIC_FONT_FAMILY),
  );
}
