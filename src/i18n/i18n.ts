import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { loadArabicFont } from './font';
import { directionOf, isLanguage, LANGUAGE_CODES, SOURCE_LANGUAGE, type Language } from './languages';
import { APP_NAMESPACES, DEFAULT_NAMESPACE, NAMESPACES, PUBLIC_NAMESPACES, type Namespace } from './namespaces';

type Catalogue = Record<string, unknown>;

type Chunk = () => Promise<{ default: Record<string, Catalogue> }>;
type LanguageChunks = Record<Language, Chunk>;

/**
 * The public namespaces (login, boot) are one small chunk per language; the privacy policy's text is a chunk
 * of its own; the signed-in app's namespaces are one chunk per language, downloaded once at sign-in.
 */
const PUBLIC_CHUNKS: LanguageChunks = {
  en: () => import(/* webpackChunkName: "i18n-public-en" */ './locales/en/public'),
  ar: () => import(/* webpackChunkName: "i18n-public-ar" */ './locales/ar/public'),
  fr: () => import(/* webpackChunkName: "i18n-public-fr" */ './locales/fr/public'),
};
const LEGAL_CHUNKS: LanguageChunks = {
  en: () =>
    import(/* webpackChunkName: "i18n-legal-en" */ './locales/en/legal.json').then((m) => ({
      default: { legal: m.default },
    })),
  ar: () =>
    import(/* webpackChunkName: "i18n-legal-ar" */ './locales/ar/legal.json').then((m) => ({
      default: { legal: m.default },
    })),
  fr: () =>
    import(/* webpackChunkName: "i18n-legal-fr" */ './locales/fr/legal.json').then((m) => ({
      default: { legal: m.default },
    })),
};
const APP_CHUNKS: LanguageChunks = {
  en: () => import(/* webpackChunkName: "i18n-app-en" */ './locales/en/app'),
  ar: () => import(/* webpackChunkName: "i18n-app-ar" */ './locales/ar/app'),
  fr: () => import(/* webpackChunkName: "i18n-app-fr" */ './locales/fr/app'),
};

function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const chunks = (APP_NAMESPACES as readonly string[]).includes(namespace)
    ? APP_CHUNKS
    : (PUBLIC_NAMESPACES as readonly string[]).includes(namespace)
      ? PUBLIC_CHUNKS
      : LEGAL_CHUNKS;
  return chunks[language]().then((m) => m.default[namespace] ?? {});
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language) || !(NAMESPACES as readonly string[]).includes(namespace)) {
      callback(null, {});
      return;
    }
    loadCatalogue(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** `<html lang dir>` follows the language, so screen readers, fonts and the browser's own layout follow too. */
export function applyDocumentLanguage(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  if (language === 'ar') void loadArabicFont();
}

const SHARED_OPTIONS = {
  fallbackLng: SOURCE_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  load: 'languageOnly',
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  returnNull: false,
} as const;

let started: Promise<unknown> | undefined;

/**
 * Starts the catalogue in `language` with the public namespaces, and the signed-in ones too when the app opens
 * on a signed-in screen; resolves once they can be read.
 */
export function startI18n(language: Language, signedInScreen = false): Promise<unknown> {
  const ns = signedInScreen ? [...PUBLIC_NAMESPACES, ...APP_NAMESPACES] : [...PUBLIC_NAMESPACES];
  started ??= i18n.use(lazyCatalogues).init({ ...SHARED_OPTIONS, lng: language, ns });
  applyDocumentLanguage(language);
  return started;
}

/**
 * Starts the catalogue synchronously from resources in hand (tests, tools). `onMissingKey` hears of every key
 * looked up that the catalogue lacks (tests make that a failure); a lookup with a `defaultValue` is exempt.
 */
export function startI18nWith(
  language: Language,
  resources: Record<string, Record<string, unknown>>,
  onMissingKey?: (key: string) => void,
) {
  started ??= i18n.init({
    ...SHARED_OPTIONS,
    lng: language,
    ns: Object.keys(resources),
    resources: { [language]: resources },
    initAsync: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey
      ? (_languages, namespace, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
          if (options?.defaultValue === undefined) onMissingKey(`${namespace}:${key}`);
        }
      : false,
  });
  return started;
}

/** Switches every mounted screen to `language` once its namespaces in use have loaded; no reload. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage === language) return;
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** Downloads namespaces (of the current language) before a screen that needs them shows. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}
