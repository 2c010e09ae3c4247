import { Button } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { ContainsAllergens } from '../../components/resource';
import { useOrderCardStyles } from './OrderCard.styles';
import { useOrderItemsStyles } from './OrderItems.styles';
import { ItemList } from './OrderItemLines';
import { useOrderItems, type ItemBumps } from './useOrderItems';
import { useTranslation } from '../../i18n/useTranslation';

type Item = KitchenOrder['items'][number];

/**
 * The order's items; on a board with stations, each tappable ready or not while the order is being prepared,
 * and on expo marked with its station and whether it is ready. On a phone (`compact`) a long list folds to
 * one summary line (how many items and portions, their names), every allergen of the order and how many item
 * notes, with a "Show items" button that opens the full list in place: a whole card fits the first screen,
 * and nothing is out of reach.
 */
export function OrderItems({
  items,
  compact,
  bumps,
  focusable = false,
}: {
  items: readonly Item[];
  compact: boolean;
  bumps?: ItemBumps;
  /** The card is selected by the board's keys: Tab goes through its items one by one (a bump button is one). */
  focusable?: boolean;
}) {
  const styles = useOrderItemsStyles();
  const cardStyles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
  const { listId, open, notes, ...summary } = useOrderItems(items, compact);
  if (!items.length) return <p className={cardStyles.facts}>{t('items.none')}</p>;
  if (!summary.folds) return <ItemList items={items} bumps={bumps} focusable={focusable} />;

  return (
    <div className={styles.itemsSummary}>
      <div className={styles.summaryHead}>
        <strong className={styles.summaryCount}>
          {t('items.summary', {
            items: t('items.count', { count: items.length }),
            portions: t('items.portions', { count: summary.portions }),
          })}
        </strong>
        <Button
          appearance="subtle"
          className={styles.showItems}
          icon={open ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={summary.toggle}
        >
          {open ? t('items.hide') : t('items.show')}
        </Button>
      </div>
      {open ? null : (
        <>
          <p className={styles.summaryNames}>{summary.names}</p>
          {notes ? <span className={styles.itemNote}>{t('items.notes', { count: notes })}</span> : null}
          <ContainsAllergens allergens={summary.allergens} className={styles.itemNote} />
        </>
      )}
      {open ? <ItemList items={items} id={listId} bumps={bumps} focusable={focusable} /> : null}
    </div>
  );
}
