import { Button, Field, Input, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useItemRowsStyles } from '../../components/itemRows.styles';
import { useTranslateText } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { Suspense } from 'react';
import { ItemProductFields, useItemChoices } from '../orders';
import { withProduct, type DraftItem, type ItemErrors } from './items';

const useStyles = makeStyles({
  header: { gap: tokens.spacingHorizontalS },
  // Each control keeps its own height (the quantity beside a taller note).
  item: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
  footer: { gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface StandingItemsEditorProps {
  items: DraftItem[];
  /** Messages by item key (shown once a save was tried). */
  errors: ReadonlyMap<number, ItemErrors>;
  /** The message of the list as a whole (no item), a catalogue key. */
  listError?: string;
  /** The outlet whose variations are offered (a variation without an outlet is offered everywhere). */
  outletId: number | null;
  disabled?: boolean;
  onChange: (key: number, change: (item: DraftItem) => DraftItem) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** A standing order's items, each with its product, variation, addons, quantity and note; add and remove. */
export function StandingItemsEditor({ items, errors, listError, outletId, disabled, ...on }: StandingItemsEditorProps) {
  const rows = useItemRowsStyles();
  const styles = useStyles();
  const { t } = useTranslation('standingOrders');
  const tr = useTranslateText();
  return (
    <section className={rows.section} aria-label={t('items.title')}>
      <div className={mergeClasses(rows.header, styles.header)}>
        <Text weight="semibold" size={400}>
          {t('items.title')}
        </Text>
        <Button icon={<AddRegular />} onClick={on.onAdd} disabled={disabled}>
          {t('items.add')}
        </Button>
      </div>
      {items.length ? null : <Text className={rows.muted}>{t('items.empty')}</Text>}
      {listError ? (
        <Text role="alert" className={styles.error}>
          {tr(listError)}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <StandingItemRow
          key={item.key}
          number={index + 1}
          item={item}
          errors={errors.get(item.key) ?? {}}
          outletId={outletId}
          disabled={disabled}
          onChange={(change) => on.onChange(item.key, change)}
          onRemove={() => on.onRemove(item.key)}
        />
      ))}
    </section>
  );
}

interface RowProps {
  number: number;
  item: DraftItem;
  errors: ItemErrors;
  outletId: number | null;
  disabled?: boolean;
  onChange: (change: (item: DraftItem) => DraftItem) => void;
  onRemove: () => void;
}

function StandingItemRow({ number, item, errors, outletId, disabled = false, onChange, onRemove }: RowProps) {
  const rows = useItemRowsStyles();
  const styles = useStyles();
  const { t } = useTranslation('standingOrders');
  const tr = useTranslateText();
  const productId = item.product ? Number(item.product.id) : undefined;
  const choices = useItemChoices(productId, undefined, undefined, outletId);
  const label = t('items.item', { number });
  return (
    <div className={mergeClasses(rows.item, styles.item)} role="group" aria-label={label}>
      <Suspense fallback={null}>
        <ItemProductFields
          className={rows.wide}
          disabled={disabled}
          values={{ product: item.product, product_variation: item.variation, addons: item.addons }}
          errors={{ product: errors.product }}
          choices={choices}
          onProduct={(option) => onChange((current) => withProduct(current, option))}
          onVariation={(variation) =>
            onChange((current) => ({ ...current, variation: variation ? String(variation.id) : '' }))
          }
          onAddons={(ids) => onChange((current) => ({ ...current, addons: ids }))}
        />
      </Suspense>
      <Field label={t('items.quantity')} required validationMessage={tr(errors.quantity)}>
        <Input
          type="number"
          inputMode="numeric"
          min="1"
          max="10000"
          step="1"
          disabled={disabled}
          value={item.quantity}
          onChange={(_, d) => onChange((current) => ({ ...current, quantity: d.value }))}
        />
      </Field>
      <Field label={t('items.note')}>
        <Textarea
          rows={1}
          maxLength={1000}
          disabled={disabled}
          value={item.note}
          onChange={(_, d) => onChange((current) => ({ ...current, note: d.value }))}
        />
      </Field>
      <div className={styles.footer}>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('items.removeItem', { label })}
        >
          {t('items.remove')}
        </Button>
      </div>
    </div>
  );
}
