import { mergeClasses } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { ContainsAllergens } from '../../components/resource';
import { BusyRing } from '../../components/LoadingScreen';
import { useSelectionStyles } from './boardDisplay.styles';
import { useItemStyles, useOrderItemsStyles } from './OrderItems.styles';
import { stationName } from './boardStation';
import { isReady } from './readiness';
import type { BoardMode } from './transitions';
import type { ItemBumps } from './useOrderItems';
import { choicesText, isolate, itemProductName } from './words';
import { useTranslation } from '../../i18n/useTranslation';

type Item = KitchenOrder['items'][number];

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

/** The order's items, one line each (a bump button where they can be tapped ready). */
export function ItemList({
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
