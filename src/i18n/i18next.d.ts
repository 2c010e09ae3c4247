import 'i18next';
import type { englishCatalogue } from './englishCatalogue';

// Keys are checked at compile time against the English catalogue (the source of every other language).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishCatalogue;
    returnNull: false;
  }
}
