import { Button, Field, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useItemRowsStyles } from '../../components/itemRows.styles';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, type FieldConfig, type FieldValue } from '../../components/resource';
import { ItemProductFields } from './ItemProductFields';
import { asOption, note, product, text } from './orderItemForm';
import { QuantityDiscountFields } from './QuantityDiscountFields';
import { changeItem, chooseAddons, chooseVariation, itemLiveTotals, type NewItem } from './newItems';
import { useItemChoices, usePreselectOutletVariation } from './useItemChoices';

const useStyles = makeStyles({
  item: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  itemFooter: { gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  totals: {
    display: 'flex',
    gap: '24px',
    padding: '10px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export interface NewOrderItemsProps {
  items: NewItem[];
  /** Messages show as the fields change once a save was tried. */
  checked: boolean;
  outletId: number | null;
  totals: { subtotal: number; total: number };
  discount: number;
  onChange: (key: number, change: (item: NewItem) => NewItem) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** The new order's items, each with its choices and live totals, and the order's live totals. */
export function NewOrderItems({
  items,
  checked,
  outletId,
  totals,
  discount: orderDiscount,
  ...on
}: NewOrderItemsProps) {
  const rows = useItemRowsStyles();
  const styles = useStyles();
  const { t } = useTranslation('orders');
  return (
    <section className={rows.section} aria-label={t('newItems.title')}>
      <div className={rows.header}>
        <Text weight="semibold" size={400}>
          {t('newItems.title')}
        </Text>
        <Button icon={<AddRegular />} onClick={on.onAdd}>
          {t('newItems.addItem')}
        </Button>
      </div>
      {items.length ? null : <Text className={rows.muted}>{t('newItems.empty')}</Text>}
      {items.map((item, index) => (
        <NewOrderItemRow
          key={item.key}
          number={index + 1}
          item={item}
          checked={checked}
          outletId={outletId}
          onChange={(change) => on.onChange(item.key, change)}
          onRemove={() => on.onRemove(item.key)}
        />
      ))}
      <div className={styles.totals} role="group" aria-label={t('newItems.totals')} aria-live="polite">
        <Text>
          {t('newItems.subtotal')} <strong data-testid="new-order-subtotal">{formatMoney(totals.subtotal)}</strong>
        </Text>
        <Text>
          {t('newItems.discount')} <strong data-testid="new-order-discount">{formatMoney(orderDiscount)}</strong>
        </Text>
        <Text>
          {t('newItems.total')} <strong data-testid="new-order-total">{formatMoney(totals.total)}</strong>
        </Text>
      </div>
    </section>
  );
}

interface RowProps {
  number: number;
  item: NewItem;
  checked: boolean;
  outletId: number | null;
  onChange: (change: (item: NewItem) => NewItem) => void;
  onRemove: () => void;
}

function NewOrderItemRow({ number, item, checked, outletId, onChange, onRemove }: RowProps) {
  const rows = useItemRowsStyles();
  const styles = useStyles();
  const { t } = useTranslation('orders');
  const { values, errors } = item;
  const productId = asOption(values.product)?.id as number | undefined;
  const choices = useItemChoices(productId, undefined, undefined, outletId);
  usePreselectOutletVariation(productId, choices, text(values.product_variation), (variation) =>
    onChange((current) => chooseVariation(current, variation, checked)),
  );
  const live = itemLiveTotals(item);
  const set = (field: FieldConfig, value: FieldValue) =>
    onChange((current) => changeItem(current, field, value, checked));
  const label = t('newItems.item', { number });
  return (
    <div className={mergeClasses(rows.item, styles.item)} role="group" aria-label={label}>
      <ItemProductFields
        className={rows.wide}
        values={values}
        errors={errors}
        choices={choices}
        onProduct={(option) => set(product, option)}
        onVariation={(variation) => onChange((current) => chooseVariation(current, variation, checked))}
        onAddons={(ids) => onChange((current) => chooseAddons(current, ids, choices.chargeOf))}
      />
      <QuantityDiscountFields values={values} errors={errors} onChange={set} />
      <Field label={t('newItems.note')} className={rows.wide}>
        <Textarea value={text(values.note)} rows={1} onChange={(_, d) => set(note, d.value)} />
      </Field>
      <div className={styles.itemFooter}>
        <Text aria-live="polite">
          {t('newItems.itemTotal')} <strong data-testid="new-item-total">{formatMoney(live.total)}</strong>
          <span className={rows.muted}>{t('newItems.itemSubtotal', { amount: formatMoney(live.subtotal) })}</span>
        </Text>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          onClick={onRemove}
          aria-label={t('newItems.removeItem', { label })}
        >
          {t('newItems.remove')}
        </Button>
      </div>
    </div>
  );
}
