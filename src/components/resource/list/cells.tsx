import {
  Avatar,
  Badge,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
  Tooltip,
  type BadgeProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { avatarColor, avatarInitials } from '../../../lib/avatar';
import { formatDate, formatTimeOfDay } from '../../../lib/dates';
import { businessZone, formatDateTimeInZone } from '../../../lib/zones';
import { settingsOptions, useKitEnv } from '../env';
import { formatMoney } from '../labels';
import { Words } from './Words';
import type { EnumOption } from '../types';
import { isolate, translateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCurrentLanguage } from '../../../i18n';

/** Table cell helpers: links only for valid URLs, click-to-call, mailto, truncation with a tooltip, dates. */

const useStyles = makeStyles({
  // Phone numbers read as one unit; an address of mail breaks where it must rather than widen its column.
  phone: { whiteSpace: 'nowrap' },
  // A number, an amount, a date or a time is one unit: a narrow column never breaks inside it.
  unit: { whiteSpace: 'nowrap' },
  // Breaks only at its (breaking) spaces, even in a cell that breaks long words anywhere.
  words: { overflowWrap: 'normal' },
  email: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground4 },
  anchor: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold },
  link: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** True only for an absolute http(s) URL (a value is shown as a link only if it is a valid URL). */
export function isValidUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export function Empty() {
  const styles = useStyles();
  return <span className={styles.muted}>—</span>;
}

const present = (value: unknown): value is string | number => value !== null && value !== undefined && value !== '';

/** Plain text; a valid URL becomes a link; longer than `max` characters is cut with the full text in a tooltip. */
export function TextCell({ value, max }: { value: unknown; max?: number }) {
  const styles = useStyles();
  if (!present(value)) return <Empty />;
  const text = String(value);
  if (isValidUrl(text))
    return (
      <a href={text} target="_blank" rel="noopener noreferrer" className={styles.anchor}>
        {max ? truncate(text, max) : text}
      </a>
    );
  if (!max || Array.from(text).length <= max) return <Words text={text} />;
  return (
    <Tooltip content={text} relationship="description" withArrow>
      <span tabIndex={0}>
        <Words text={truncate(text, max)} focusable={false} />
      </span>
    </Tooltip>
  );
}

/** A phone number, read left to right in every language: in Arabic '+961 3 123 456' would turn round. */
export function PhoneCell({ value }: { value: unknown }) {
  const styles = useStyles();
  if (!present(value)) return <Empty />;
  const text = String(value);
  return (
    <a href={`tel:${text.replace(/[^\d+]/g, '')}`} dir="ltr" className={mergeClasses(styles.anchor, styles.phone)}>
      {text}
    </a>
  );
}

export function EmailCell({ value }: { value: unknown }) {
  const styles = useStyles();
  if (!present(value)) return <Empty />;
  const text = String(value);
  return (
    <a href={`mailto:${text}`} className={mergeClasses(styles.anchor, styles.email)} title={text}>
      {text}
    </a>
  );
}

/** Text that never breaks inside (an order number, an amount, a date). */
export function Unit({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <span className={styles.unit}>{children}</span>;
}

export function DateCell({ value }: { value: string | null | undefined }) {
  const text = formatDate(value);
  return text ? <Unit>{text}</Unit> : <Empty />;
}

/**
 * 'DD/MM/YYYY at hh:mm a' in the business's zone, named when not the browser's: `zone` when given, else
 * the zone of `record` (its outlet's), else the kitchen's. A narrow column breaks the line before "at" or
 * the zone's name, never inside the date or the time.
 */
export function DateTimeCell({
  value,
  zone,
  record,
}: {
  value: string | null | undefined;
  zone?: string;
  record?: object;
}) {
  const styles = useStyles();
  const { settings } = useKitEnv();
  useCurrentLanguage(); // ' at ' in the language shown
  const text = formatDateTimeInZone(value, zone ?? businessZone(record, settings));
  // Breaks only between the date, the time and the zone's name (each kept whole).
  return text ? <span className={styles.words}>{keepUnitsWhole(text)}</span> : <Empty />;
}

export { formatMoney };

/** 'DD/MM/YYYY at hh:mm am (Zone)' breaks only after the date and before the zone's name. */
function keepUnitsWhole(text: string): string {
  return text
    .replace(/ /g, '\u00a0')
    .replace(/^(\d{2}\/\d{2}\/\d{4})\u00a0/, '$1 ')
    .replace(/\u00a0\(/, ' (');
}

/** A time of day held as 'HH:mm', shown as every time is: '07:00 am' (left to right inside Arabic too). */
export function TimeCell({ value }: { value: string | null | undefined }) {
  useCurrentLanguage(); // isolated in right to left
  const text = formatTimeOfDay(value);
  return text ? <Unit>{isolate(text)}</Unit> : <Empty />;
}

export function MoneyCell({ value }: { value: unknown }) {
  const text = formatMoney(value, useCurrentLanguage());
  return text ? <Unit>{text}</Unit> : <Empty />;
}

/** A link to the record's detail drawer, keeping the list's query (page, filters). */
export function DetailLink({ id, children }: { id: number; children: ReactNode }) {
  const styles = useStyles();
  const { search } = useLocation();
  return (
    <RouterLink to={{ pathname: String(id), search }} className={styles.link}>
      {typeof children === 'string' ? <Words text={children} focusable={false} /> : children}
    </RouterLink>
  );
}

/** Avatar (image or initials) and a name. */
export function NameWithAvatar({
  name,
  image,
  shape = 'circular',
  children,
}: {
  name: string;
  image?: string | null;
  shape?: 'circular' | 'square';
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <span className={styles.person}>
      <Avatar
        size={28}
        shape={shape}
        name={name}
        initials={avatarInitials(name) || undefined}
        color={avatarColor(name)}
        image={image ? { src: image, alt: '' } : undefined}
      />
      <Text>{children ?? <Words text={name} focusable={false} />}</Text>
    </span>
  );
}

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
