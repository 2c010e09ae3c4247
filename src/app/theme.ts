import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { ARABIC_FONT_FAMILY } from '../i18n/font';
import { brandRamp, contrastRatio, DEFAULT_PRIMARY, derivePrimaryDark } from '../lib/color';

export function brandVariants(primary: string): BrandVariants {
  return brandRamp(primary) as unknown as BrandVariants;
}

// The Arabic face covers only Arabic code points (unicode-range), so Latin text keeps the system font.
const FONT_FAMILY = `'Segoe UI Variable', 'Segoe UI', '${ARABIC_FONT_FAMILY}', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif`;

/** White text on a brand background (a primary button, a pressed toggle) needs 4.5:1 (WCAG AA). */
const ON_BRAND_MIN_CONTRAST = 4.5;
const ON_BRAND = '#ffffff';

/**
 * The Fluent light theme (the app always shows light) with a brand ramp built from settings
 * `primary_color` (step 80 is exactly that colour). `primary_color_dark` (derived from the primary,
 * lightened by 20 per channel, when the settings lack it) is the brand's hover shade, as hovering a
 * primary button lightens it, as long as the button's white text still reads on it at 4.5:1; when it
 * does not (the default #0F6CBD lightens to #2380D1, 4.13:1), the hover is the ramp's step 70, Fluent's own.
 */
export function buildLightTheme(primary?: string | null, primaryDark?: string | null): Theme {
  const brand = primary || DEFAULT_PRIMARY;
  const ramp = brandVariants(brand);
  const dark = derivePrimaryDark(brand, primaryDark);
  const hover = contrastRatio(dark, ON_BRAND) >= ON_BRAND_MIN_CONTRAST ? dark : ramp[70];
  return {
    ...createLightTheme(ramp),
    colorBrandBackgroundHover: hover,
    colorCompoundBrandBackgroundHover: hover,
    fontFamilyBase: FONT_FAMILY,
  };
}
