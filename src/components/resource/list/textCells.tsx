import { Avatar, mergeClasses, Text, Tooltip } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { avatarColor, avatarInitials } from '../../../lib/avatar';
import { useCellStyles } from './cells.styles';
import { Words } from './Words';

/** Text cells: links only for valid URLs, click-to-call, mailto, truncation with a tooltip, the drawer link. */

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
  const styles = useCellStyles();
  return <span className={styles.muted}>—</span>;
}

const present = (value: unknown): value is string | number => value !== null && value !== undefined && value !== '';

/** Plain text; a valid URL becomes a link; longer than `max` characters is cut with the full text in a tooltip. */
export function TextCell({ value, max }: { value: unknown; max?: number }) {
  const styles = useCellStyles();
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
  const styles = useCellStyles();
  if (!present(value)) return <Empty />;
  const text = String(value);
  return (
    <a href={`tel:${text.replace(/[^\d+]/g, '')}`} dir="ltr" className={mergeClasses(styles.anchor, styles.phone)}>
      {text}
    </a>
  );
}

export function EmailCell({ value }: { value: unknown }) {
  const styles = useCellStyles();
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
  const styles = useCellStyles();
  return <span className={styles.unit}>{children}</span>;
}

/** A link to the record's detail drawer, keeping the list's query (page, filters). */
export function DetailLink({ id, children }: { id: number; children: ReactNode }) {
  const styles = useCellStyles();
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
  const styles = useCellStyles();
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
