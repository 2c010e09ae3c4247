export {
  i18n,
  startI18n,
  startI18nWith,
  switchLanguage,
  loadNamespaces,
  currentLanguage,
  applyDocumentLanguage,
} from './i18n';
export * from './languages';
export * from './namespaces';
export { useCurrentLanguage, useDirection } from './useCurrentLanguage';
export { registerArabicFont, ARABIC_FONT_FAMILY } from './arabicFont';
export { preferredLanguage, browserLanguages } from './preferredLanguage';
export { translateText, useTranslateText } from './text';
export { useMirrorInRtl } from './mirror';
export { localizedName, localizedDescription, type NameTranslations } from './localizedName';
