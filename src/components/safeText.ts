import { i18n, useCurrentLanguage } from '../i18n';

type Options = Record<string, unknown>;

/** The English of the words a boot screen shows, for when the catalogue has not loaded yet. */
const ENGLISH: Record<string, string> = {
  'common:loading': 'Loading…',
  'common:retry': 'Retry',
  'common:retrying': 'Retrying…',
  'common:boot.startFailed': 'The application could not start',
  'common:boot.settingsFailed': "We couldn't load the application settings",
};

/**
 * Text of a screen that may show before the catalogue has loaded (booting, a boot failure): the
 * catalogue's message once it can be read, else its English; text that is no key is shown as it is.
 * Never suspends.
 */
export function safeText(key: string, options?: Options): string {
  return i18n.isInitialized && i18n.exists(key)
    ? (i18n.t as (key: string, options?: Options) => string)(key, options)
    : (ENGLISH[key] ?? key);
}

/** `safeText` that re-renders when the language changes (without waiting for the catalogue). */
export function useSafeText(): typeof safeText {
  useCurrentLanguage();
  return safeText;
}
