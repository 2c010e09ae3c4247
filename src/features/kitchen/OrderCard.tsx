import { Button, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import {
  AlertFilled,
  AlertUrgentFilled,
  BowlChopsticksRegular,
  BuildingShopRegular,
  ClockRegular,
  DismissRegular,
  NoteRegular,
  PersonRegular,
  ShoppingBagRegular,
  TimerRegular,
  VehicleTruckProfileRegular,
  WarningFilled,
} from '@fluentui/react-icons';
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { BusyRing } from '../../components/LoadingScreen';
import { formatAge, minutesSince, URGENCY_LABEL, urgencyOf, type Urgency } from './age';
import { useClockValue } from './clock';
import { cardTime, formatDue, labelOf, orderNumber } from './format';
import { RejectDialog } from './RejectDialog';
import { actionsFor, isOpen, type KitchenAction } from './transitions';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusXLarge,
    // One border width for every state, so urgency never changes a card's size.
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
    '& h2, & h3, & p, & ul': { margin: 0 },
    ':focus-visible': { outline: `${tokens.strokeWidthThickest} solid ${tokens.colorStrokeFocus2}`, outlineOffset: tokens.strokeWidthThick },
  },
  warning: { border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteMarigoldBorderActive}` },
  urgent: { border: `${tokens.strokeWidthThicker} solid ${tokens.colorPaletteRedBorderActive}`, boxShadow: tokens.shadow16 },
  fresh: {
    outline: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteGreenBorderActive}`,
    outlineOffset: tokens.strokeWidthThick,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
  },
  number: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.01em',
  },
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  newBadge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    whiteSpace: 'nowrap',
  },
  waiting: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  waitingWarning: { backgroundColor: tokens.colorPaletteMarigoldBackground2, color: tokens.colorPaletteMarigoldForeground2 },
  waitingUrgent: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  waitingTag: { fontWeight: tokens.fontWeightBold, textTransform: 'uppercase', letterSpacing: '0.04em' },
  age: { marginLeft: 'auto', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    flexGrow: 1,
  },
  name: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  factStrong: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  items: {
    listStyleType: 'none',
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
  },
  qty: {
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    minWidth: '2.5em',
    textAlign: 'right',
  },
  itemName: { overflowWrap: 'anywhere' },
  itemNote: {
    gridColumn: '2',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontStyle: 'italic',
    color: tokens.colorPaletteDarkOrangeForeground2,
  },
  note: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorderActive}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
  },
  rejected: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorderActive}`,
  },
  time: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // A label never breaks ("On The Way" on two lines reads badly from afar): when two buttons do not fit
  // side by side, the second wraps to its own full-width row.
  action: {
    flexGrow: 1,
    flexBasis: '120px',
    // Fluent's Button sets a fixed min-width; its label's own width is the least it may shrink to.
    minWidth: 'fit-content',
    minHeight: '56px',
    whiteSpace: 'nowrap',
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    borderRadius: tokens.borderRadiusLarge,
  },
  danger: {
    color: tokens.colorStatusDangerForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorStatusDangerBorderActive}`,
    ':hover': { color: tokens.colorStatusDangerForeground1, backgroundColor: tokens.colorStatusDangerBackground1 },
    ':hover:active': { color: tokens.colorStatusDangerForeground1, backgroundColor: tokens.colorStatusDangerBackground2 },
  },
  error: { margin: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}` },
});

/** Status colours: the card head is tinted (dark text on a light tint, contrast > 7:1) and the status is in words. */
const useStatusStyles = makeStyles({
  pending: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 },
  processing: { backgroundColor: tokens.colorPaletteBlueBackground2 },
  ready_for_pickup: { backgroundColor: tokens.colorPaletteTealBackground2 },
  on_the_way: { backgroundColor: tokens.colorPalettePurpleBackground2 },
  delivered: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  cancelled: { backgroundColor: tokens.colorPaletteRedBackground2 },
});
const usePillStyles = makeStyles({
  pending: { color: tokens.colorPaletteDarkOrangeForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorderActive}` },
  processing: { color: tokens.colorPaletteBlueForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteBlueBorderActive}` },
  ready_for_pickup: { color: tokens.colorPaletteTealForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteTealBorderActive}` },
  on_the_way: { color: tokens.colorPalettePurpleForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPalettePurpleBorderActive}` },
  delivered: { color: tokens.colorPaletteGreenForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGreenBorderActive}` },
  cancelled: { color: tokens.colorPaletteRedForeground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorderActive}` },
});

const TYPE_ICON: Record<OrderType, ReactNode> = {
  pick_up: <ShoppingBagRegular />,
  delivery: <VehicleTruckProfileRegular />,
  dine_in: <BowlChopsticksRegular />,
};

const URGENCY_ICON: Record<Urgency, ReactNode> = {
  normal: <TimerRegular />,
  warning: <WarningFilled />,
  urgent: <AlertUrgentFilled />,
};

/** The card's element id, for the New Order notice to scroll to. */
export const orderCardId = (orderId: number) => `kitchen-order-${orderId}`;

export type RunAction = (orderId: number, action: KitchenAction, rejectReason?: string) => Promise<void>;

export interface OrderCardProps {
  order: KitchenOrder;
  /** The outlet's time zone, for every time on the card. */
  zone: string;
  /** Today in that zone ('YYYY-MM-DD'): due times today show without their date. */
  today: string;
  /** Announced as a new order and not acted on yet. */
  isNew?: boolean;
  /** The user may change order statuses (kitchen_orders::edit). */
  canEdit: boolean;
  onAction: RunAction;
  statusLabel?: (status: OrderStatus) => string;
  typeLabel?: (type: OrderType) => string;
}

/** Age since creation, ticking every minute; re-renders only itself. Reads "Urgent, waiting 25 min". */
function Waiting({ created, urgency }: { created: string; urgency: Urgency }) {
  const styles = useStyles();
  const minutes = useClockValue(useCallback((now: number) => minutesSince(created, now), [created]));
  return (
    <p
      className={mergeClasses(
        styles.waiting,
        urgency === 'warning' && styles.waitingWarning,
        urgency === 'urgent' && styles.waitingUrgent,
      )}
    >
      <span className={styles.icon} aria-hidden="true">
        {URGENCY_ICON[urgency]}
      </span>
      {urgency === 'normal' ? (
        <span>Waiting</span>
      ) : (
        <>
          <span className={styles.waitingTag}>{URGENCY_LABEL[urgency]}</span>
          <span className={styles.visuallyHidden}>, waiting</span>
        </>
      )}{' '}
      <span className={styles.age}>{formatAge(minutes)}</span>
    </p>
  );
}

function OrderCardView({ order, zone, today, isNew, canEdit, onAction, statusLabel = labelOf, typeLabel = labelOf }: OrderCardProps) {
  const styles = useStyles();
  const statusStyles = useStatusStyles();
  const pillStyles = usePillStyles();
  const headingId = useId();
  const [busy, setBusy] = useState<KitchenAction['id'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const open = isOpen(order.status);
  const urgency = useClockValue(
    useCallback((now: number) => (open ? urgencyOf(minutesSince(order.__date_created, now)) : 'normal'), [open, order.__date_created]),
  );
  const number = orderNumber(order.order_number);
  const time = cardTime(order, zone);
  const due = formatDue(order.date, zone, today);
  const actions = canEdit ? actionsFor(order.status) : [];

  const run = async (action: KitchenAction, reason?: string) => {
    setBusy(action.id);
    setError(null);
    try {
      await onAction(order.id, action, reason);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <article
      id={orderCardId(order.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className={mergeClasses(
        styles.card,
        urgency === 'warning' && styles.warning,
        urgency === 'urgent' && styles.urgent,
        isNew && styles.fresh,
      )}
    >
      <div className={mergeClasses(styles.head, statusStyles[order.status])}>
        <h2 id={headingId} className={styles.number}>
          {number}
        </h2>
        {isNew ? (
          <span className={styles.newBadge}>
            <AlertFilled aria-hidden="true" />
            New Order
          </span>
        ) : null}
        <span className={mergeClasses(styles.status, pillStyles[order.status])}>{statusLabel(order.status)}</span>
      </div>
      {open ? <Waiting created={order.__date_created} urgency={urgency} /> : null}
      <div className={styles.body}>
        <h3 className={styles.name}>{order.name}</h3>
        <p className={styles.facts}>
          <span className={mergeClasses(styles.fact, styles.factStrong)}>
            <span className={styles.icon} aria-hidden="true">
              {TYPE_ICON[order.type] ?? <ShoppingBagRegular />}
            </span>
            {typeLabel(order.type)}
          </span>
          {order.outlet ? (
            <span className={styles.fact}>
              <BuildingShopRegular className={styles.icon} aria-hidden="true" />
              {order.outlet.name}
            </span>
          ) : null}
          {due ? (
            <span className={mergeClasses(styles.fact, styles.factStrong)}>
              <ClockRegular className={styles.icon} aria-hidden="true" />
              Due {due}
            </span>
          ) : null}
          {order.full_name?.trim() ? (
            <span className={styles.fact}>
              <PersonRegular className={styles.icon} aria-hidden="true" />
              {order.full_name}
            </span>
          ) : null}
        </p>
        {order.items.length ? (
          <ul className={styles.items} aria-label="Items">
            {order.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.qty}>{item.quantity} ×</span>
                <span className={styles.itemName}>{item.name || item.product?.name}</span>
                {item.note ? <span className={styles.itemNote}>Note: {item.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.facts}>No items</p>
        )}
        {order.note ? (
          <p className={styles.note}>
            <NoteRegular className={styles.icon} aria-hidden="true" />
            <span>
              <strong>Order note: </strong>
              {order.note}
            </span>
          </p>
        ) : null}
        {order.status === 'cancelled' && order.reject_reason ? (
          <p className={mergeClasses(styles.note, styles.rejected)}>
            <span>
              <strong>Rejected: </strong>
              {order.reject_reason}
            </span>
          </p>
        ) : null}
        {time ? (
          <p className={styles.time}>
            {time.label} {time.value}
          </p>
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error" layout="multiline" role="alert" className={styles.error}>
          <MessageBarBody>{error}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" aria-label="Dismiss error" icon={<DismissRegular />} onClick={() => setError(null)} />
            }
          />
        </MessageBar>
      ) : null}
      {actions.length ? (
        <div className={styles.actions} role="group" aria-label={`Actions for ${number}`}>
          {actions.map((action) => (
            <Button
              key={action.id}
              size="large"
              appearance={action.emphasis === 'primary' ? 'primary' : 'secondary'}
              className={mergeClasses(styles.action, action.emphasis === 'danger' && styles.danger)}
              disabledFocusable={busy !== null}
              icon={busy === action.id ? <BusyRing size="small" /> : undefined}
              onClick={() => (action.needsReason ? setRejecting(true) : void run(action))}
            >
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      {rejecting ? (
        <RejectDialog
          orderLabel={number}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => {
            setRejecting(false);
            const reject = actions.find((a) => a.needsReason);
            if (reject) void run(reject, reason);
          }}
        />
      ) : null}
    </article>
  );
}

/** One order on the board; skipped on refresh unless its own data changed (RTK Query shares unchanged rows). */
export const OrderCard = memo(OrderCardView);
