import { Button, mergeClasses, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { AlertFilled, DismissRegular } from '@fluentui/react-icons';
import { memo, useId } from 'react';
import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import { labelOf } from './format';
import { statusWord, typeWord } from './words';
import { useOrderCardPillStyles, useOrderCardStatusStyles, useOrderCardStyles } from './OrderCard.styles';
import { CompleteAnywayDialog, RejectDialog } from './boardDialogs';
import { StartLine } from './StartLine';
import { CardFlash, ChangeNote, ReadyCount, UrgentMark } from './OrderCardMarks';
import type { OrderChange } from './orderChanges';
import { OrderCardActions } from './OrderCardActions';
import { OrderCardBody } from './OrderCardBody';
import { LateChangeMark } from './LateChangeMark';
import { primaryActionOf } from './primaryAction';
import { ORDER_ID_ATTR } from './selection';
import { useSelectionStyles } from './boardDisplay.styles';
import { readyCount } from './readiness';
import { RefusedTap, WaitingToSend } from './OrderCardQueue';
import type { BoardReport } from './queue';
import type { BoardMode } from './transitions';
import { useOrderCard, type RunAction, type RunBump, type RunUrgency } from './useOrderCard';
import { useTranslation } from '../../i18n/useTranslation';

export type { RunAction, RunBump, RunUrgency } from './useOrderCard';

/** The card's element id, for the New Order notice to scroll to. */
export const orderCardId = (orderId: number) => `kitchen-order-${orderId}`;

export interface OrderCardProps {
  order: KitchenOrder;
  /** The board's zone: the card's times are in the order's outlet zone, in this one when it has none. */
  zone: string;
  /** Today in that zone ('YYYY-MM-DD'): due times today show without their date. */
  today: string;
  /** Announced as a new order and not acted on yet. */
  isNew?: boolean;
  /** The user may change order statuses (kitchen_orders::edit). */
  canEdit: boolean;
  /** A phone: a long item list folds behind "Show items". */
  compact?: boolean;
  /** The board the card is on: a station's, expo, or the one board of a kitchen without stations. */
  mode?: BoardMode;
  onAction: RunAction;
  /** Marks an item ready or not (items are tappable while the order is being prepared). */
  onBump?: RunBump;
  /** Marks the order urgent or not (open orders). */
  onUrgency?: RunUrgency;
  /** What changed since the cook last read the card, and how many times it changed (each flashes once). */
  changes?: { changes: readonly OrderChange[]; flash: number };
  onDismissChanges?: (orderId: number) => void;
  /** A tap on this card waits in the queue to be sent. */
  waiting?: boolean;
  /** A queued tap on this card the server refused, until dismissed. */
  refusal?: BoardReport;
  onDismissRefusal?: (key: string) => void;
  statusLabel?: (status: OrderStatus) => string;
  typeLabel?: (type: OrderType) => string;
  /** Selected by the board's keys: outlined, and its items join the Tab order. */
  selected?: boolean;
  /** The board's one card in the Tab order (a roving tabindex: the selected card, or the last focused). */
  tabStop?: boolean;
}

const defaultStatusLabel = (status: string) => statusWord(status, labelOf(status));
const defaultTypeLabel = (type: string) => typeWord(type, labelOf(type));

function OrderCardView(props: OrderCardProps) {
  const { order, isNew, statusLabel = defaultStatusLabel, typeLabel = defaultTypeLabel } = props;
  const styles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
  const statusStyles = useOrderCardStatusStyles();
  const pillStyles = useOrderCardPillStyles();
  const selection = useSelectionStyles();
  const headingId = useId();
  const card = useOrderCard(props);
  const { urgency, number, time, due, actions, busy, error } = card;
  const primary = primaryActionOf(order, actions);
  // A cancelled order's food is never made: it has no ticket to print.
  const printable = order.status !== 'cancelled';
  const mode = props.mode ?? 'single';
  const count = readyCount(order.items);
  // How many items are ready, where stations bump them: expo's and the station's count of an order being made.
  const showCount = mode !== 'single' && order.status === 'processing' && count.total > 0;
  const busyItem = typeof busy === 'string' && busy.startsWith('item-') ? Number(busy.slice(5)) : null;

  return (
    <article
      ref={card.cardRef}
      id={orderCardId(order.id)}
      {...{ [ORDER_ID_ATTR]: order.id }}
      tabIndex={props.tabStop ? 0 : -1}
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      aria-current={props.selected ? true : undefined}
      className={mergeClasses(
        styles.card,
        urgency === 'warning' && styles.warning,
        urgency === 'urgent' && styles.urgent,
        isNew && styles.fresh,
        props.selected && selection.selected,
      )}
    >
      {props.changes ? <CardFlash flash={props.changes.flash} /> : null}
      <div className={mergeClasses(styles.head, statusStyles[order.status])}>
        <h2 id={headingId} className={styles.number}>
          {number}
        </h2>
        {isNew ? (
          <span className={styles.newBadge}>
            <AlertFilled aria-hidden="true" />
            {t('notices.newOrder')}
          </span>
        ) : null}
        {order.urgent ? <UrgentMark /> : null}
        {showCount ? <ReadyCount ready={count.ready} total={count.total} /> : null}
        <span className={mergeClasses(styles.status, pillStyles[order.status])}>{statusLabel(order.status)}</span>
      </div>
      {props.waiting ? <WaitingToSend /> : null}
      {props.refusal && props.onDismissRefusal ? (
        <RefusedTap report={props.refusal} zone={props.zone} onDismiss={props.onDismissRefusal} />
      ) : null}
      {props.changes ? (
        <ChangeNote changes={props.changes.changes} onDismiss={() => props.onDismissChanges?.(order.id)} />
      ) : null}
      <LateChangeMark lateChange={order.late_change} />
      {card.start ? <StartLine state={card.start} carriedOver={card.carriedOver} /> : null}
      <OrderCardBody
        order={order}
        typeLabel={typeLabel}
        due={due}
        time={time}
        items={{ compact: !!props.compact, focusable: !!props.selected }}
        bumps={{ mode, bumpable: card.bumpable, onBump: card.bump, busyItem }}
      />
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert" className={styles.error}>
          <MessageBarBody>{error}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                aria-label={t('card.dismissError')}
                icon={<DismissRegular />}
                onClick={card.dismissError}
              />
            }
          />
        </MessageBar>
      ) : null}
      <OrderCardActions
        order={order}
        number={number}
        actions={actions}
        primary={primary}
        busy={busy}
        printable={printable}
        canMarkUrgent={card.canMarkUrgent}
        timeZone={card.timeZone}
        compact={!!props.compact}
        onChoose={card.choose}
        onToggleUrgent={card.toggleUrgent}
      />
      {card.rejecting ? <RejectDialog orderLabel={number} onCancel={card.cancelReject} onReject={card.reject} /> : null}
      {card.confirming ? (
        <CompleteAnywayDialog
          orderLabel={number}
          ready={count.ready}
          total={count.total}
          onCancel={card.cancelConfirm}
          onComplete={card.confirm}
        />
      ) : null}
    </article>
  );
}

/** One order on the board; skipped on refresh unless its own data changed (RTK Query shares unchanged rows). */
export const OrderCard = memo(OrderCardView);
