/** Colour helpers for the brand theme: pure functions over `#rrggbb` strings. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Parses `#rgb` or `#rrggbb` (case-insensitive, `#` optional); null when not a hex colour. */
export function parseHex(color: string | null | undefined): Rgb | null {
  if (!color) return null;
  let hex = color.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = hex.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
  const n = parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((c) => clamp(c).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}

/** Adds `amount` to every RGB channel, clamped to 0..255. */
export function shiftChannels(color: string, amount: number): string | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  return toHex({ r: rgb.r + amount, g: rgb.g + amount, b: rgb.b + amount });
}

/**
 * `primary_color_dark` as the spec defines it: the server value when present, else primary_color
 * lightened by 20 per channel (out of 255, clamped).
 */
export function derivePrimaryDark(primary: string, primaryDark?: string | null): string {
  if (primaryDark && parseHex(primaryDark)) return toHex(parseHex(primaryDark)!);
  return shiftChannels(primary, 20) ?? primary;
}

/** WCAG relative luminance of a hex colour (0 black .. 1 white); 0 when it is not one. */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) return 0;
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Linear mix of two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

export const DEFAULT_PRIMARY = '#0F6CBD';

/**
 * A 16-step brand ramp (Fluent `BrandVariants` keys 10..160, dark to light) whose step 80 — the light
 * theme's brand background — is exactly `primary`. Steps below 80 mix towards near-black, above towards white.
 */
export function brandRamp(primary: string): Record<number, string> {
  const base = parseHex(primary) ?? parseHex(DEFAULT_PRIMARY)!;
  const black: Rgb = { r: 6, g: 6, b: 12 };
  const white: Rgb = { r: 255, g: 255, b: 255 };
  const ramp: Record<number, string> = {};
  for (let step = 1; step <= 16; step++) {
    const key = step * 10;
    if (step < 8) ramp[key] = toHex(mix(base, black, ((8 - step) / 8) * 0.92));
    else if (step === 8) ramp[key] = toHex(base);
    else ramp[key] = toHex(mix(base, white, ((step - 8) / 8) * 0.9));
  }
  return ramp;
}
