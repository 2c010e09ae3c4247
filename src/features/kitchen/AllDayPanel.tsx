import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  tokens,
  type AccordionToggleEventHandler,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { readDeviceItem, writeDeviceItem } from '../../lib/browserStorage';
import { allDayTotals } from './allDay';
import { useTranslation } from '../../i18n/useTranslation';
import { useCurrentLanguage } from '../../i18n';

const useStyles = makeStyles({
  panel: {
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, minHeight: '52px' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalM}`,
    display: 'grid',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
  },
  line: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase400,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  qty: {
    minWidth: '3ch',
    textAlign: 'end',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  choices: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  empty: { margin: 0, paddingBottom: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
});

/** Open or not, a setting of the device (`device:kitchen-all-day`, kept at sign-out); where it was kept before. */
const OPEN_NAME = 'kitchen-all-day';
const LEGACY_OPEN_KEY = 'kitchen.allDay.open';
const ITEM = 'all-day';

const readOpen = () => readDeviceItem(OPEN_NAME, LEGACY_OPEN_KEY) === '1';

/**
 * "All day": what the orders on the board add up to, per product, variation and addons, summed from the
 * board's own cards (no request of its own). Collapsible; the choice is remembered on this device.
 */
export function AllDayPanel({ orders }: { orders: readonly KitchenOrder[] | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const language = useCurrentLanguage();
  const [open, setOpen] = useState(readOpen);
  // Names in the language shown (the totals are made from them): made again when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { lines, total } = useMemo(() => allDayTotals(orders ?? []), [orders, language]);
  const onToggle: AccordionToggleEventHandler<string> = (_, data) => {
    const next = data.openItems.includes(ITEM);
    setOpen(next);
    // Private mode: the choice lasts for this visit only.
    writeDeviceItem(OPEN_NAME, next ? '1' : '0');
  };
  return (
    <Accordion collapsible openItems={open ? [ITEM] : []} onToggle={onToggle} className={styles.panel}>
      <AccordionItem value={ITEM}>
        <AccordionHeader size="large" button={{ className: styles.header }}>
          {t('allDay.title', { count: total })}
        </AccordionHeader>
        <AccordionPanel>
          {lines.length ? (
            <ul className={styles.list} aria-label={t('allDay.totals')}>
              {lines.map((line) => (
                <li key={line.key} className={styles.line}>
                  <span className={styles.qty}>{line.quantity}</span>
                  <span>
                    <span className={styles.name}>{line.product}</span>
                    {line.choices ? <span className={styles.choices}> · {line.choices}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('allDay.empty')}</p>
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
