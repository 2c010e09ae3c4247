import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { BusyRing } from '../../components/LoadingScreen';
import { useMirrorInRtl } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { orderNumber } from './format';
import { KITCHEN_RECALL_MINUTES } from './recall';
import { itemProductName } from './words';
import { useRecallDialogStyles } from './RecallDialog.styles';
import { useFinishedWhen, useRecallDialog, useRecallRow, type RecallDialogProps } from './useRecallDialog';

export type { RecallDialogProps } from './useRecallDialog';

/** "Done 4 min ago" / "Completed 4 min ago", and whether expo's recall window has passed, on the board's clock. */
function FinishedWhen({ order, station }: { order: KitchenOrder; station: number | null }) {
  const styles = useRecallDialogStyles();
  const { t } = useTranslation('kitchen');
  const when = useFinishedWhen(order, station);
  if (!when) return null;
  const { late, ago } = when;
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
  const styles = useRecallDialogStyles();
  const { t } = useTranslation('kitchen');
  const { busy, error, recall } = useRecallRow(order, onRecall);
  const number = orderNumber(order.order_number);
  const mirror = useMirrorInRtl();
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
export function RecallDialog(props: RecallDialogProps) {
  const { onClose, station, stationName } = props;
  const styles = useRecallDialogStyles();
  const { t } = useTranslation('kitchen');
  const { orders, isError, error, recall } = useRecallDialog(props);
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
