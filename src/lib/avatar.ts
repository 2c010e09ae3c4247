/**
 * Avatar fallback: up to two uppercase initials on one of 11 background colours picked by hashing the name.
 * The colours are Fluent's named avatar colours, so text contrast comes from the theme.
 */
export const AVATAR_COLORS = [
  'cranberry',
  'pumpkin',
  'marigold',
  'gold',
  'forest',
  'seafoam',
  'teal',
  'royal-blue',
  'lavender',
  'grape',
  'magenta',
] as const;

export type AvatarColor = (typeof AVATAR_COLORS)[number];

/** First letter of up to the first two words, uppercase; letters only ('' when the name has none). */
export function avatarInitials(name: string | null | undefined, count = 2): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/[^\p{L}]/gu, ''))[0] ?? '')
    .join('')
    .slice(0, count)
    .toLocaleUpperCase();
}

/** Stable 32-bit string hash (djb2-style, the classic `hash << 5` variant). */
export function hashString(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = text.charCodeAt(i) + ((hash << 5) - hash);
    hash |= 0;
  }
  return hash;
}

/** One of the 11 avatar colours, the same for the same name every time. */
export function avatarColor(name: string | null | undefined): AvatarColor {
  const hash = hashString(name ?? '');
  const index = ((hash % AVATAR_COLORS.length) + AVATAR_COLORS.length) % AVATAR_COLORS.length;
  return AVATAR_COLORS[index];
}
