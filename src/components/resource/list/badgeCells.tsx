import { Badge, type BadgeProps } from '@fluentui/react-components';
import { translateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { settingsOptions, useKitEnv } from '../env';
import type { EnumOption } from '../types';
import { Empty } from './textCells';

/** Badge colours of the status labels. */
const STATUS_COLORS: Record<string, BadgeProps['color']> = {
  draft: 'subtle',
  publish: 'success',
  pending: 'warning',
  running: 'brand',
  processing: 'brand',
  ready_for_pickup: 'informative',
  on_the_way: 'important',
  delivered: 'success',
  cancelled: 'danger',
  available: 'success',
  unavailable: 'danger',
  administrator: 'brand',
  manager: 'informative',
  kitchen_staff: 'warning',
  viewer: 'subtle',
};

export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function optionLabel(options: EnumOption[] | undefined, value: string): string {
  const label = options?.find((o) => o.value === value)?.label;
  return label ? translateText(label) : humanize(value);
}

export function StatusBadge({ value, options }: { value: string | null | undefined; options?: EnumOption[] }) {
  useTranslation(); // option labels may be catalogue keys
  if (!value) return <Empty />;
  return (
    <Badge appearance="tint" shape="rounded" color={STATUS_COLORS[value] ?? 'informative'}>
      {optionLabel(options, value)}
    </Badge>
  );
}

/** A status badge labelled from a settings enumeration (e.g. `product_statuses`). */
export function EnumBadge({ value, optionsKey }: { value: string | null | undefined; optionsKey: string }) {
  const { settings } = useKitEnv();
  useTranslation(); // labelled by value in the language shown (words:enums.<optionsKey>.<value>)
  return <StatusBadge value={value} options={settingsOptions(settings, optionsKey)} />;
}
