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
export { loadArabicFont, ARABIC_FONT_FAMILY } from './font';
export { preferredLanguage, browserLanguages } from './preferredLanguage';
export { translateText, useTranslateText } from './text';
export { useMirrorInRtl } from './mirror';
export { localizedName, localizedDescription, type NameTranslations } from './localizedName';
export { isolate } from './isolate';
