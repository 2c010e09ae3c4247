import { makeStyles, typographyStyles } from '@fluentui/react-components';

/**
 * Fluent's type ramp as class names, for the pages every visitor loads first (sign-in, boot, errors): the
 * same fonts, sizes and line heights as Fluent's Text components, compiled at build time, without
 * shipping those components to a route with a size budget. Elsewhere, use Fluent's Text components.
 */
export const useTypography = makeStyles({
  title1: { ...typographyStyles.title1, margin: 0 },
  title2: { ...typographyStyles.title2, margin: 0 },
  subtitle1: { ...typographyStyles.subtitle1, margin: 0 },
  body1: { ...typographyStyles.body1, margin: 0 },
  body1Strong: { ...typographyStyles.body1Strong, margin: 0 },
  caption1: { ...typographyStyles.caption1, margin: 0 },
});
