import { mergeClasses } from '@fluentui/react-components';
import { memo, useId } from 'react';
import { labelOf } from './format';
import { statusWord, typeWord } from './words';
import { useOrderCardStyles } from './OrderCard.styles';
import type { OrderCardProps } from './OrderCard.types';
import { CompleteAnywayDialog, RejectDialog } from './boardDialogs';
import { DismissibleNote } from './DismissibleNote';
import { StartLine } from './StartLine';
import { CardFlash, ChangeNote } from './OrderCardMarks';
import { OrderCardActions } from './OrderCardActions';
import { OrderCardBody } from './OrderCardBody';
import { OrderCardHead } from './OrderCardHead';
import { LateChangeMark } from './LateChangeMark';
import { primaryActionOf } from './primaryAction';
import { ORDER_ID_ATTR } from './selection';
import { useSelectionStyles } from './boardDisplay.styles';
import { readyCount } from './readiness';
import { RefusedTap, WaitingToSend } from './OrderCardQueue';
import { useOrderCard } from './useOrderCard';
import { useTranslation } from '../../i18n/useTranslation';

export type { OrderCardProps, RunAction, RunBump, RunUrgency } from './OrderCard.types';

/** The card's element id, for the New Order notice to scroll to. */
export const orderCardId = (orderId: number) => `kitchen-order-${orderId}`;

const defaultStatusLabel = (status: string) => statusWord(status, labelOf(status));
const defaultTypeLabel = (type: string) => typeWord(type, labelOf(type));

function OrderCardView(props: OrderCardProps) {
  const { order, isNew, statusLabel = defaultStatusLabel, typeLabel = defaultTypeLabel } = props;
  const styles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
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
      <OrderCardHead
        order={order}
        headingId={headingId}
        number={number}
        isNew={isNew}
        readyCount={showCount ? count : null}
        statusLabel={statusLabel}
      />
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
        <DismissibleNote
          intent="error"
          role="alert"
          className={styles.error}
          dismissLabel={t('card.dismissError')}
          onDismiss={card.dismissError}
        >
          {error}
        </DismissibleNote>
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
