import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { WarningFilled } from '@fluentui/react-icons';
import { settingsOptions, useKitEnv } from '../env';
import type { EnumOption } from '../types';
import { translateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { kitT, listSeparator } from '../text';

/**
 * A product's allergens (EU Regulation 1169/2011) and dietary flags as people read them: chips in lists
 * and cards, and "Contains: sesame, milk" where food is served or cooked. An allergen is always a word
 * next to a warning icon, never a colour alone. Labels come from the settings (`product_allergens`,
 * `product_dietary`); a code the settings lack shows as itself.
 */

export const ALLERGEN_OPTIONS_KEY = 'product_allergens';
export const DIETARY_OPTIONS_KEY = 'product_dietary';

/** The labels of `codes`, in the order given. */
export function codeLabels(codes: readonly string[] | undefined, options: EnumOption[]): string[] {
  return (codes ?? []).map((code) => translateText(options.find((o) => o.value === code)?.label ?? code));
}

/** "Contains: sesame, tree nuts" (labels in lower case), or null when there is no allergen. */
export function containsText(allergens: readonly string[] | undefined, options: EnumOption[]): string | null {
  const words = codeLabels(allergens, options).map((label) => label.toLowerCase());
  return words.length ? kitT('kit:allergens.contains', { list: words.join(listSeparator()) }) : null;
}

const useStyles = makeStyles({
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  contains: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorPaletteDarkOrangeForeground1,
  },
  icon: { flexShrink: 0 },
});

/** Allergen chips (each with a warning icon) then dietary chips; nothing when the product has neither. */
export function AllergenChips({
  allergens,
  dietary,
  className,
}: {
  allergens: readonly string[] | undefined;
  dietary?: readonly string[] | undefined;
  className?: string;
}) {
  const styles = useStyles();
  const { settings } = useKitEnv();
  const { t } = useTranslation(['kit', 'common']);
  const allergenLabels = codeLabels(allergens, settingsOptions(settings, ALLERGEN_OPTIONS_KEY));
  const dietaryLabels = codeLabels(dietary, settingsOptions(settings, DIETARY_OPTIONS_KEY));
  if (!allergenLabels.length && !dietaryLabels.length) return null;
  return (
    <span className={mergeClasses(styles.chips, className)}>
      {allergenLabels.map((label) => (
        <Badge
          key={label}
          appearance="tint"
          shape="rounded"
          color="warning"
          icon={<WarningFilled aria-hidden="true" />}
          aria-label={t('allergens.allergen', { label })}
        >
          {label}
        </Badge>
      ))}
      {dietaryLabels.map((label) => (
        <Badge key={label} appearance="outline" shape="rounded" color="success">
          {label}
        </Badge>
      ))}
    </span>
  );
}

/** "⚠ Contains: sesame, milk", highlighted; nothing when there is no allergen. */
export function ContainsAllergens({
  allergens,
  className,
}: {
  allergens: readonly string[] | undefined;
  className?: string;
}) {
  const styles = useStyles();
  const { settings } = useKitEnv();
  useTranslation(); // the labels follow the language
  const text = containsText(allergens, settingsOptions(settings, ALLERGEN_OPTIONS_KEY));
  if (!text) return null;
  return (
    <span className={mergeClasses(styles.contains, className)} role="note">
      <WarningFilled className={styles.icon} aria-hidden="true" />
      {text}
    </span>
  );
}
