/** The family name the Arabic faces are registered under (src/i18n/arabicFont.ts) and the theme asks for. */
export const ARABIC_FONT_FAMILY = 'Noto Sans Arabic';
