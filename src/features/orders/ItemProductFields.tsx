import { Field } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { LookupSelect, type FormValues, type LookupOption } from '../../components/resource';
import { useTranslateText } from '../../i18n';
import { OrderItemChoices, type OrderItemChoicesProps } from './OrderItemChoices';
import { addonIds, asOption, text } from './orderItemForm';
import type { useItemChoices } from './useItemChoices';

export interface ItemProductFieldsProps {
  values: FormValues;
  errors: Partial<Record<string, string>>;
  /** What the chosen product offers (its variations and addons, and each addon's charge). */
  choices: ReturnType<typeof useItemChoices>;
  disabled?: boolean;
  /** Each field's class (they span the form's width). */
  className: string;
  onProduct: (option: LookupOption | null) => void;
  onVariation: OrderItemChoicesProps['onVariation'];
  onAddons: OrderItemChoicesProps['onAddons'];
}

/** An order item's product, then the variation and addons it offers: the same in the item dialog and a new order. */
export function ItemProductFields({
  values,
  errors,
  choices,
  disabled = false,
  className,
  ...on
}: ItemProductFieldsProps) {
  const { t } = useTranslation('orders');
  const tr = useTranslateText();
  return (
    <>
      <Field label={t('item.product')} required className={className} validationMessage={tr(errors.product)}>
        <LookupSelect
          source="products"
          aria-label={t('item.product')}
          disabled={disabled}
          value={asOption(values.product)}
          onChange={on.onProduct}
        />
      </Field>
      <OrderItemChoices
        className={className}
        disabled={disabled}
        productId={asOption(values.product)?.id as number | undefined}
        variations={choices.variations}
        variationId={text(values.product_variation)}
        onVariation={on.onVariation}
        addons={choices.addons}
        chosenAddons={addonIds(values.addons)}
        chargeOf={choices.chargeOf}
        onAddons={on.onAddons}
        errors={errors}
      />
    </>
  );
}
