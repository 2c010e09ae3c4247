import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { BusyRing } from '../../components/LoadingScreen';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { kitchenApi } from './api';
import { useClockValue } from './clock';
import { orderNumber } from './format';
import { KITCHEN_RECALL_MINUTES, recallQuery, recallWindow } from './recall';
import { formatDuration } from './urgency';
import { itemProductName, say } from './words';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  number: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  when: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  late: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  items: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  recall: { minHeight: '52px', minWidth: '140px', fontSize: tokens.fontSizeBase400 },
  error: { gridColumn: '1 / -1' },
  close: { minHeight: '52px', minWidth: '140px', fontSize: tokens.fontSizeBase400 },
});

export interface RecallDialogProps {
  onClose: () => void;
  /** The board's station (its finished orders), or null for expo (the completed orders). */
  station: number | null;
  stationName: string | null;
  /** The board's `outlet` filter. */
  outlet?: string;
  /** Brings the order back: a station un-bumps its items there, expo moves it back to processing. */
  onRecall: (order: KitchenOrder) => Promise<void>;
}

/** "Done 4 min ago" / "Completed 4 min ago", and whether expo's recall window has passed, on the board's clock. */
function FinishedWhen({ order, station }: { order: KitchenOrder; station: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const text = useClockValue(
    useCallback(
      (now: number) => {
        const { minutes, open } = recallWindow(order, station, now);
        if (minutes === null) return '';
        const ago =
          minutes < 1
            ? say('kitchen:recall.justNow')
            : say('kitchen:recall.ago', { duration: formatDuration(minutes) });
        return `${open ? '' : '!'}${ago}`;
      },
      [order, station],
    ),
  );
  if (!text) return null;
  const late = text.startsWith('!');
  const ago = late ? text.slice(1) : text;
  return (
    <span className={styles.when}>
      <span>{station !== null ? t('recall.doneAgo', { ago }) : t('recall.completedAgo', { ago })}</span>
      {late ? <span className={styles.late}>{t('recall.late', { minutes: KITCHEN_RECALL_MINUTES })}</span> : null}
    </span>
  );
}

function RecallRow({
  order,
  station,
  onRecall,
}: {
  order: KitchenOrder;
  station: number | null;
  onRecall: RecallDialogProps['onRecall'];
}) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const number = orderNumber(order.order_number);
  const mirror = useMirrorInRtl();
  const recall = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRecall(order);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <span className={styles.number}>{number}</span>
        <span className={styles.name} dir="auto">
          {order.name}
        </span>
        <FinishedWhen order={order} station={station} />
        <span className={styles.items}>
          {order.items.map((item) => `${item.quantity} × ${itemProductName(item)}`).join(t('items.separator'))}
        </span>
      </div>
      <Button
        size="large"
        className={styles.recall}
        icon={busy ? <BusyRing size="small" /> : <ArrowUndoRegular className={mirror} />}
        disabledFocusable={busy}
        aria-label={t('recall.actionFor', { number })}
        onClick={() => void recall()}
      >
        {t('recall.action')}
      </Button>
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert" className={styles.error}>
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </li>
  );
}

/**
 * The board's Recall list: the last orders finished at this station (or completed, on expo), newest first,
 * each with its Recall button. A recall the server refuses (expo past its window) says why on its row; one
 * that goes through closes the list, and the order is back on the board. Asked afresh each time it opens;
 * mounted only while open (a closed modal dialog left on the page upsets the focus manager of the next one).
 */
export function RecallDialog({ onClose, station, stationName, outlet, onRecall }: RecallDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const { currentData, isError, error } = kitchenApi.useListKitchenOrdersQuery(recallQuery(station, outlet), {
    refetchOnMountOrArgChange: true,
  });
  const orders = currentData?.data?.results;
  const recall = async (order: KitchenOrder) => {
    await onRecall(order);
    onClose();
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {stationName ? t('recall.stationTitle', { station: stationName }) : t('recall.title')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.hint}>
              {station !== null ? t('recall.stationHint') : t('recall.expoHint', { minutes: KITCHEN_RECALL_MINUTES })}
            </p>
            {orders ? (
              orders.length ? (
                <ul className={styles.list} aria-label={t('recall.title')}>
                  {orders.map((order) => (
                    <RecallRow key={order.id} order={order} station={station} onRecall={recall} />
                  ))}
                </ul>
              ) : (
                <p className={styles.hint} role="status">
                  {t('recall.empty')}
                </p>
              )
            ) : isError ? (
              <MessageBar intent="error" layout="multiline" role="alert">
                <MessageBarBody>
                  <MessageBarTitle>{t('recall.loadFailed')}</MessageBarTitle>
                  {errorMessage(error)}
                </MessageBarBody>
              </MessageBar>
            ) : (
              <p className={styles.hint} role="status">
                {t('recall.loading')}
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button size="large" className={styles.close} onClick={onClose}>
              {t('recall.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
