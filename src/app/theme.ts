import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { brandRamp, DEFAULT_PRIMARY, derivePrimaryDark } from '../lib/color';

export function brandVariants(primary: string): BrandVariants {
  return brandRamp(primary) as unknown as BrandVariants;
}

const FONT_FAMILY = `'Segoe UI Variable', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif`;

/**
 * The Fluent light theme (the app always shows light) with a brand ramp built from settings
 * `primary_color` (step 80 is exactly that colour). `primary_color_dark` (derived from the primary,
 * lightened by 20 per channel, when the settings lack it) is the brand's hover shade, as hovering a
 * primary button lightens it.
 */
export function buildLightTheme(primary?: string | null, primaryDark?: string | null): Theme {
  const brand = primary || DEFAULT_PRIMARY;
  const hover = derivePrimaryDark(brand, primaryDark);
  return {
    ...createLightTheme(brandVariants(brand)),
    colorBrandBackgroundHover: hover,
    colorCompoundBrandBackgroundHover: hover,
    fontFamilyBase: FONT_FAMILY,
  };
}
