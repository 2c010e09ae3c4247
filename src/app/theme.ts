import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { brandRamp, DEFAULT_PRIMARY } from '../lib/color';

export function brandVariants(primary: string): BrandVariants {
  return brandRamp(primary) as unknown as BrandVariants;
}

const FONT_FAMILY = `'Segoe UI Variable', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif`;

/**
 * The Fluent light theme with a brand ramp built from settings `primary_color` (step 80 is exactly that
 * colour). The app always shows the light theme, so no dark theme is built: `primary_color_dark` (see
 * lib/color `derivePrimaryDark`) would only feed a dark theme.
 */
export function buildLightTheme(primary?: string | null): Theme {
  return { ...createLightTheme(brandVariants(primary || DEFAULT_PRIMARY)), fontFamilyBase: FONT_FAMILY };
}
