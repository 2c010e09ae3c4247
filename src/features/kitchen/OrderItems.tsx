import { Button, mergeClasses } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { ContainsAllergens } from '../../components/resource';
import { useSelectionStyles } from './boardDisplay.styles';
import { useOrderCardStyles } from './OrderCard.styles';
import { choicesText, isolate, itemProductName } from './words';
import { useTranslation } from '../../i18n/useTranslation';

type Item = KitchenOrder['items'][number];

/** The lines an item takes on the card: its name, then its choices, note and allergens, each on a line. */
const itemLines = (item: Item) =>
  1 + (choicesText(item) ? 1 : 0) + (item.note ? 1 : 0) + (item.product?.allergens.length ? 1 : 0);

/** On a phone, items longer than this many lines fold into a summary with a "Show items" button. */
export const COMPACT_ITEM_LINES = 3;

/** Every allergen of the order's items, once each, in the order met. */
const orderAllergens = (items: readonly Item[]) => [...new Set(items.flatMap((i) => i.product?.allergens ?? []))];

function ItemList({ items, id, focusable }: { items: readonly Item[]; id?: string; focusable?: boolean }) {
  const styles = useOrderCardStyles();
  const selection = useSelectionStyles();
  const { t } = useTranslation('kitchen');
  return (
    <ul id={id} className={styles.items} aria-label={t('items.label')}>
      {items.map((item) => (
        <li
          key={item.id}
          className={mergeClasses(styles.item, focusable && selection.item)}
          tabIndex={focusable ? 0 : undefined}
        >
          <span className={styles.qty}>{item.quantity} ×</span>
          <span className={styles.itemName} dir="auto">
            {itemProductName(item)}
          </span>
          {choicesText(item) ? (
            <span className={styles.itemChoices} dir="auto">
              {choicesText(item)}
            </span>
          ) : null}
          {item.note ? <span className={styles.itemNote}>{t('items.note', { note: isolate(item.note) })}</span> : null}
          {item.product?.allergens.length ? (
            <ContainsAllergens allergens={item.product.allergens} className={styles.itemNote} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The order's items. On a phone (`compact`) a long list folds to one summary line (how many items and
 * portions, their names), every allergen of the order and how many item notes, with a "Show items" button
 * that opens the full list in place: a whole card fits the first screen, and nothing is out of reach.
 */
export function OrderItems({
  items,
  compact,
  focusable = false,
}: {
  items: readonly Item[];
  compact: boolean;
  /** The card is selected by the board's keys: Tab goes through its items one by one. */
  focusable?: boolean;
}) {
  const styles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (!items.length) return <p className={styles.facts}>{t('items.none')}</p>;
  const lines = items.reduce((sum, item) => sum + itemLines(item), 0);
  if (!compact || lines <= COMPACT_ITEM_LINES) return <ItemList items={items} focusable={focusable} />;

  const portions = items.reduce((sum, item) => sum + item.quantity, 0);
  const notes = items.filter((item) => item.note).length;
  const names = items.map((item) => `${item.quantity} × ${itemProductName(item)}`).join(t('items.separator'));
  return (
    <div className={styles.itemsSummary}>
      <div className={styles.summaryHead}>
        <strong className={styles.summaryCount}>
          {t('items.summary', {
            items: t('items.count', { count: items.length }),
            portions: t('items.portions', { count: portions }),
          })}
        </strong>
        <Button
          appearance="subtle"
          className={styles.showItems}
          icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('items.hide') : t('items.show')}
        </Button>
      </div>
      {open ? null : (
        <>
          <p className={styles.summaryNames}>{names}</p>
          {notes ? <span className={styles.itemNote}>{t('items.notes', { count: notes })}</span> : null}
          <ContainsAllergens allergens={orderAllergens(items)} className={styles.itemNote} />
        </>
      )}
      {open ? <ItemList items={items} id={listId} focusable={focusable} /> : null}
    </div>
  );
}
