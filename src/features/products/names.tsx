import { useCallback } from 'react';
import {
  currentLanguage,
  localizedDescription,
  localizedName,
  useCurrentLanguage,
  type NameTranslations,
} from '../../i18n';

/**
 * The names of products, categories and addons in the viewer's language. The contract carries them as
 * `translations` on the record (and on an embedded `{id, name, translations}`), or as `<thing>_translations`
 * beside a `<thing>_name`; the generated types may not have the field yet, so it is read structurally.
 */

const isTranslations = (value: unknown): value is NameTranslations =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The first of the candidates that is a translations object (`record.translations`, `record.product_translations`). */
export function translationsOf(...candidates: unknown[]): NameTranslations | undefined {
  return candidates.find(isTranslations);
}

/** A record's own `translations`, read structurally. */
export const ownTranslations = (record: unknown): NameTranslations | undefined =>
  record && typeof record === 'object'
    ? translationsOf((record as { translations?: unknown }).translations)
    : undefined;

/** A record's (or an embedded relation's) name in the language shown now; outside React (toasts, record names). */
export function nameNow(record: { name: string } | null | undefined, ...more: unknown[]): string {
  if (!record) return '';
  return localizedName(record.name, translationsOf(ownTranslations(record), ...more), currentLanguage());
}

/**
 * `(name, ...translations candidates) => name in the viewer's language`, re-rendering when the language
 * changes.
 */
export function useLocalizedName() {
  const language = useCurrentLanguage();
  return useCallback(
    (name: string, ...candidates: unknown[]) => localizedName(name, translationsOf(...candidates), language),
    [language],
  );
}

/** A record's name (its own `translations`) in the viewer's language. */
export function useRecordName() {
  const name = useLocalizedName();
  return useCallback(
    (record: { name: string } | null | undefined, ...more: unknown[]) =>
      record ? name(record.name, ownTranslations(record), ...more) : '',
    [name],
  );
}

/** A record's name in the viewer's language, as an element a column can render (columns call no hooks). */
export function LocalizedName({ record, more }: { record: { name: string } | null | undefined; more?: unknown }) {
  const name = useRecordName();
  return <>{name(record, more)}</>;
}

/** A product's description in the language shown now. */
export function descriptionNow(record: { description?: string | null } | null | undefined) {
  return record ? localizedDescription(record.description, ownTranslations(record), currentLanguage()) : undefined;
}
