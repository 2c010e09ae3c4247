import { useMemo } from 'react';
import { ALLERGEN_OPTIONS_KEY, settingsOptions, type KitSettings } from '../../components/resource';
import { useAppSettings } from '../settings';
import type { TextOptions } from './ticket';

/** The settings' words for a document: allergen and order type labels, in `zone`. */
export function useTextOptions(zone: string): TextOptions {
  const settings = useAppSettings() as KitSettings;
  return useMemo(() => {
    const allergens = settingsOptions(settings, ALLERGEN_OPTIONS_KEY);
    const types = settingsOptions(settings, 'order_types');
    return { zone, allergens, typeLabel: (type: string) => types.find((t) => t.value === type)?.label ?? type };
  }, [settings, zone]);
}
