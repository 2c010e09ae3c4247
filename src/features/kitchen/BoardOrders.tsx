import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { PageSpinner } from '../../components/LoadingScreen';
import { BoardCardGrid, type BoardCardGridProps } from './BoardCardGrid';
import { useBoardOrdersStyles } from './BoardOrders.styles';
import { useTranslation } from '../../i18n/useTranslation';
import type { StatusFilter } from './filters';

export interface BoardOrdersProps extends Omit<BoardCardGridProps, 'orders'> {
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
  /** Orders a waiting or refused tap concerns that the list no longer holds (shown first). */
  offList: readonly KitchenOrder[];
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
  offList,
  ...cards
}: BoardOrdersProps) {
  const styles = useBoardOrdersStyles();
  const { t } = useTranslation('kitchen');
  return (
    <section aria-label={t('orders.label')} aria-busy={busy}>
      {!ready ? (
        <p className={styles.empty}>{t('orders.pickRange')}</p>
      ) : orders || offList.length ? (
        orders?.length || offList.length ? (
          <BoardCardGrid {...cards} orders={[...offList, ...(orders ?? [])]} />
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
