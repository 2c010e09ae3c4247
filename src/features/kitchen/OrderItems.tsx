import { Button, mergeClasses } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ChevronDownRegular, ChevronUpRegular, CircleRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { ContainsAllergens } from '../../components/resource';
import { BusyRing } from '../../components/LoadingScreen';
import { useSelectionStyles } from './boardDisplay.styles';
import { useOrderCardStyles } from './OrderCard.styles';
import { useItemStyles, useOrderItemsStyles } from './OrderItems.styles';
import { stationName } from './boardStation';
import { isReady } from './readiness';
import type { BoardMode } from './transitions';
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

export interface ItemBumps {
  /** The board the card is on: expo marks each item with its station. */
  mode: BoardMode;
  /** Items can be tapped ready or not (the order is being prepared and the cook may change it). */
  bumpable: boolean;
  onBump: (itemId: number, prepared: boolean) => void;
  /** The item whose tap is on its way. */
  busyItem: number | null;
}

/** An item's text: quantity, name, choices, note and allergens, each on its line of the item's grid. */
function ItemText({ item, ready }: { item: Item; ready: boolean }) {
  const styles = useOrderItemsStyles();
  const itemStyles = useItemStyles();
  const { t } = useTranslation('kitchen');
  return (
    <>
      <span className={styles.qty}>{item.quantity} ×</span>
      <span className={mergeClasses(styles.itemName, ready && itemStyles.doneName)} dir="auto">
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
    </>
  );
}

/**
 * Expo: the item's station (or that every station makes it); and whether it is ready, in words and a sign,
 * once it can be (an order not accepted yet has nothing ready: "Not ready" on every line would be noise).
 */
function ItemMarks({
  item,
  mode,
  ready,
  readiness,
}: {
  item: Item;
  mode: BoardMode;
  ready: boolean;
  readiness: boolean;
}) {
  const itemStyles = useItemStyles();
  const { t } = useTranslation('kitchen');
  const station = mode === 'expo' ? (item.station ? stationName(item.station) : t('items.everyStation')) : null;
  if (!station && !ready) return null;
  if (!readiness && !ready)
    return (
      <span className={itemStyles.marks}>
        <span className={itemStyles.station}>
          <bdi>{station}</bdi>
        </span>
      </span>
    );
  return (
    <span className={itemStyles.marks}>
      {station ? (
        <span className={itemStyles.station}>
          <bdi>{station}</bdi>
        </span>
      ) : null}
      <span className={mergeClasses(itemStyles.readiness, ready && itemStyles.ready)}>
        {ready ? <CheckmarkCircleFilled aria-hidden="true" /> : <CircleRegular aria-hidden="true" />}
        {ready ? t('items.ready') : t('items.notReady')}
      </span>
    </span>
  );
}

function ItemLine({ item, bumps, focusable }: { item: Item; bumps?: ItemBumps; focusable?: boolean }) {
  const styles = useOrderItemsStyles();
  const itemStyles = useItemStyles();
  const selection = useSelectionStyles();
  const { t } = useTranslation('kitchen');
  const ready = isReady(item);
  const marks: ReactNode = bumps ? (
    <ItemMarks item={item} mode={bumps.mode} ready={ready} readiness={bumps.bumpable} />
  ) : null;
  if (!bumps?.bumpable)
    return (
      <li
        className={mergeClasses(styles.item, ready && itemStyles.doneLine, focusable && selection.item)}
        tabIndex={focusable ? 0 : undefined}
      >
        <ItemText item={item} ready={ready} />
        {marks}
      </li>
    );
  const busy = bumps.busyItem === item.id;
  // The whole line is the button: a cook taps the dish, from a metre away, to say it is ready (or not after all).
  return (
    <li className={itemStyles.bumpItem}>
      <button
        type="button"
        data-item-bump
        className={mergeClasses(styles.item, itemStyles.bump, ready && itemStyles.doneLine)}
        aria-pressed={ready}
        aria-busy={busy || undefined}
        title={ready ? t('items.unbumpHint') : t('items.bumpHint')}
        onClick={() => bumps.onBump(item.id, !ready)}
      >
        <ItemText item={item} ready={ready} />
        {marks}
        {busy ? <BusyRing size="small" className={itemStyles.busy} /> : null}
      </button>
    </li>
  );
}

function ItemList({
  items,
  id,
  bumps,
  focusable,
}: {
  items: readonly Item[];
  id?: string;
  bumps?: ItemBumps;
  focusable?: boolean;
}) {
  const styles = useOrderItemsStyles();
  const { t } = useTranslation('kitchen');
  return (
    <ul id={id} className={styles.items} aria-label={t('items.label')}>
      {items.map((item) => (
        <ItemLine key={item.id} item={item} bumps={bumps} focusable={focusable} />
      ))}
    </ul>
  );
}

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
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (!items.length) return <p className={cardStyles.facts}>{t('items.none')}</p>;
  const lines = items.reduce((sum, item) => sum + itemLines(item), 0);
  if (!compact || lines <= COMPACT_ITEM_LINES) return <ItemList items={items} bumps={bumps} focusable={focusable} />;

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
      {open ? <ItemList items={items} id={listId} bumps={bumps} focusable={focusable} /> : null}
    </div>
  );
}
