import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  mergeClasses,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import { PageSpinner } from '../../components/LoadingScreen';
import { useBoardDisplayStyles } from './boardDisplay.styles';
import { useBoardOrdersStyles } from './BoardOrders.styles';
import { OrderCard, type RunAction, type RunBump, type RunUrgency } from './OrderCard';
import type { BoardMode } from './transitions';
import type { CardChanges } from './useOrderChanges';
import type { BoardReport } from './queue';
import { useTranslation } from '../../i18n/useTranslation';
import type { StatusFilter } from './filters';

export interface BoardOrdersProps {
  /** False while a custom range is incomplete: there is nothing to ask for. */
  ready: boolean;
  /** The orders to show; undefined until the first answer. */
  orders: readonly KitchenOrder[] | undefined;
  busy: boolean;
  /** Why the orders could not be loaded, when they could not. */
  failure: string | null;
  onRetry: () => void;
  /** The status group and the days shown, for the empty board: 'open', 'Today (Tue 24/11)'. */
  status: StatusFilter;
  daysLabel: string;
  /** What every card needs. */
  zone: string;
  today: string;
  newIds: ReadonlySet<number>;
  canEdit: boolean;
  compact: boolean;
  /** A station's board, expo, or the one board of a kitchen without stations. */
  mode: BoardMode;
  onAction: RunAction;
  onBump: RunBump;
  onUrgency: RunUrgency;
  /** Orders changed since their card was shown: what changed, until read. */
  changes: ReadonlyMap<number, CardChanges>;
  onDismissChanges: (orderId: number) => void;
  /** Orders with a tap waiting to be sent. */
  waitingIds: ReadonlySet<number>;
  /** Refused queued taps by order id. */
  refusals: ReadonlyMap<number, BoardReport>;
  /** Orders a waiting or refused tap concerns that the list no longer holds (shown first). */
  offList: readonly KitchenOrder[];
  onDismissRefusal: (key: string) => void;
  labels: { status: (s: OrderStatus) => string; type: (t: OrderType) => string };
  /** This device's display: large text (read from two metres), compact cards (expo). */
  largeText?: boolean;
  compactCards?: boolean;
  /** The card the board's keys selected (outlined), and the one in the Tab order. */
  selectedId?: number | null;
  tabStopId?: number | null;
}

/** The orders region: the card grid, or why there are no cards (none, an incomplete range, an error, loading). */
export function BoardOrders({
  ready,
  orders,
  busy,
  failure,
  onRetry,
  status,
  daysLabel,
  zone,
  today,
  newIds,
  canEdit,
  compact,
  mode,
  onAction,
  onBump,
  onUrgency,
  changes,
  onDismissChanges,
  waitingIds,
  refusals,
  offList,
  onDismissRefusal,
  labels,
  largeText,
  compactCards,
  selectedId,
  tabStopId,
}: BoardOrdersProps) {
  const styles = useBoardOrdersStyles();
  const display = useBoardDisplayStyles();
  const { t } = useTranslation('kitchen');
  return (
    <section aria-label={t('orders.label')} aria-busy={busy}>
      {!ready ? (
        <p className={styles.empty}>{t('orders.pickRange')}</p>
      ) : orders || offList.length ? (
        orders?.length || offList.length ? (
          <div className={mergeClasses(styles.grid, compactCards && display.compact, largeText && display.large)}>
            {[...offList, ...(orders ?? [])].map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                zone={zone}
                today={today}
                isNew={newIds.has(order.id)}
                canEdit={canEdit}
                compact={compact}
                mode={mode}
                onAction={onAction}
                onBump={onBump}
                onUrgency={onUrgency}
                changes={changes.get(order.id)}
                onDismissChanges={onDismissChanges}
                waiting={waitingIds.has(order.id)}
                refusal={refusals.get(order.id)}
                onDismissRefusal={onDismissRefusal}
                statusLabel={labels.status}
                typeLabel={labels.type}
                selected={order.id === selectedId}
                tabStop={order.id === tabStopId}
              />
            ))}
          </div>
        ) : (
          <div className={styles.empty} role="status">
            <CheckmarkCircleFilled className={styles.emptyIcon} aria-hidden="true" />
            {t(`orders.empty.${status}`, { days: daysLabel })}
          </div>
        )
      ) : failure !== null ? (
        <MessageBar intent="error" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('orders.loadFailed')}</MessageBarTitle>
            {failure}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="large" onClick={onRetry}>
              {t('board.retryNow')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
