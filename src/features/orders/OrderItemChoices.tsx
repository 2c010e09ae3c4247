import { Checkbox, Field, Label, Select, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Addon, ProductVariation } from '../../api/generated/products';
import { formatMoney } from '../../components/resource';
import { useTranslateText } from '../../i18n';
import { useRecordName } from '../products';

const useStyles = makeStyles({
  addons: { display: 'flex', flexWrap: 'wrap', columnGap: '16px' },
  muted: { color: tokens.colorNeutralForeground3 },
  group: { display: 'flex', flexDirection: 'column', gap: '4px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export interface OrderItemChoicesProps {
  className?: string;
  disabled: boolean;
  /** The chosen product's id: nothing to choose without one. */
  productId: number | undefined;
  variations: ProductVariation[];
  /** The chosen variation's id as text, '' for none. */
  variationId: string;
  onVariation: (variation: ProductVariation | undefined) => void;
  addons: Addon[];
  chosenAddons: number[];
  chargeOf: (addonId: number) => number;
  onAddons: (ids: number[]) => void;
  errors: { product_variation?: string; addons?: string };
}

/** The order item's variation (a select) and addons (check boxes, each with its extra charge). */
export function OrderItemChoices(props: OrderItemChoicesProps) {
  const { className, disabled, productId, variations, variationId, addons, chosenAddons, chargeOf, errors } = props;
  const styles = useStyles();
  const labelId = useId();
  const { t } = useTranslation('orders');
  const tr = useTranslateText();
  const localized = useRecordName();
  const toggle = (id: number, on: boolean) =>
    props.onAddons(on ? [...chosenAddons.filter((a) => a !== id), id] : chosenAddons.filter((a) => a !== id));
  return (
    <>
      <Field label={t('item.variation')} className={className} validationMessage={tr(errors.product_variation)}>
        <Select
          value={variationId}
          disabled={disabled || !productId}
          onChange={(_, d) => props.onVariation(variations.find((v) => String(v.id) === d.value))}
        >
          <option value="">{productId ? t('item.noVariation') : t('item.selectProductFirst')}</option>
          {variations.map((v) => (
            <option key={v.id} value={String(v.id)}>
              {t('item.variationPrice', { name: localized(v), price: formatMoney(v.price) })}
            </option>
          ))}
        </Select>
      </Field>
      {/* A group, not a Field: a Field gives its one id to every control inside, so each label would name the first. */}
      <div className={mergeClasses(styles.group, className)} role="group" aria-labelledby={labelId}>
        <Label id={labelId}>{t('item.addons')}</Label>
        {addons.length ? (
          <div className={styles.addons}>
            {addons.map((addon) => (
              <Checkbox
                key={addon.id}
                label={t('item.addonCharge', { name: localized(addon), charge: formatMoney(chargeOf(addon.id)) })}
                checked={chosenAddons.includes(addon.id)}
                disabled={disabled}
                onChange={(_, d) => toggle(addon.id, d.checked === true)}
              />
            ))}
          </div>
        ) : (
          <Text className={styles.muted}>{productId ? t('item.noAddons') : t('item.selectProductFirstSentence')}</Text>
        )}
        {errors.addons ? (
          <Text role="alert" className={styles.error}>
            {tr(errors.addons)}
          </Text>
        ) : null}
      </div>
    </>
  );
}
