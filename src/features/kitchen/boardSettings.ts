import { useMemo } from 'react';
import type { OrderStatus, OrderType } from '../../api/generated/kitchen';
import { useCurrentLanguage } from '../../i18n';
import { useAppSettings } from '../settings';
import { boardZone } from './filters';
import { labelOf } from './format';
import { statusWord, typeWord } from './words';

/**
 * The labels of order statuses and types in the language shown (by value), else from the settings, else
 * made from their values.
 */
export function useBoardLabels() {
  const settings = useAppSettings();
  const language = useCurrentLanguage();
  const statuses = settings.order_statuses;
  const types = settings.order_types;
  return useMemo(() => {
    const lookup = (options: typeof statuses, word: typeof statusWord) => (value: string) =>
      word(value, options?.find((o) => o.value === value)?.label || labelOf(value));
    void language; // the words follow the language shown
    return {
      status: lookup(statuses, statusWord) as (s: OrderStatus) => string,
      type: lookup(types, typeWord) as (t: OrderType) => string,
    };
  }, [statuses, types, language]);
}

/**
 * The time zone the board counts its days in (Today and Tomorrow are the outlet's days): the
 * server's kitchen_time_zone (the zone most outlets use; every role reads it, while the kitchen role may not
 * list outlets), else the default outlet zone (first of outlet_time_zones), else Asia/Beirut.
 */
export function useBoardZone(): string {
  const settings = useAppSettings();
  return boardZone(settings.kitchen_time_zone ?? settings.outlet_time_zones?.[0]?.value);
}
