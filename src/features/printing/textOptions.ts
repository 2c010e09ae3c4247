import { useMemo } from 'react';
import { useCurrentLanguage } from '../../i18n';
import { typeWord } from '../kitchen';
import { ALLERGEN_OPTIONS_KEY, settingsOptions, type KitSettings } from '../../components/resource';
import { useAppSettings } from '../settings';
import type { TextOptions } from './ticket';

/** The words for a document: allergen and order type labels (by value, in the language shown), in `zone`. */
export function useTextOptions(zone: string): TextOptions {
  const settings = useAppSettings() as KitSettings;
  const language = useCurrentLanguage();
  return useMemo(() => {
    const allergens = settingsOptions(settings, ALLERGEN_OPTIONS_KEY);
    const types = settingsOptions(settings, 'order_types');
    void language; // the words follow the language shown
    return { zone, allergens, typeLabel: (type: string) => typeWord(type, types.find((t) => t.value === type)?.label) };
  }, [settings, zone, language]);
}
