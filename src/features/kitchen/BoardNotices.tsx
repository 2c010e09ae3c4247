import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { orderNumber } from './format';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate } from './words';

const useStyles = makeStyles({
  // A stale board stays in view while the board is scrolled (the cards may be wrong).
  stale: { position: 'sticky', top: 0, zIndex: 1 },
  banner: { fontSize: tokens.fontSizeBase400, boxShadow: tokens.shadow16 },
  newBanner: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGreenBorderActive}`,
  },
  newTitle: { fontSize: tokens.fontSizeBase500 },
  newList: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginInlineStart: tokens.spacingHorizontalS,
  },
  newNumber: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500 },
  newOrderButton: { minHeight: '44px', fontWeight: tokens.fontWeightRegular },
  bannerButton: { minHeight: '44px' },
});

export interface BoardNoticesProps {
  /** The board is not up to date: when it last refreshed ('hh:mm:ss am') and why, if a refresh failed. */
  stale: { clock: string; failure: string | null } | null;
  onRetry: () => void;
  /** Orders announced as new and not dismissed yet, oldest first. */
  newOrders: readonly KitchenOrder[];
  onShowOrder: (order: KitchenOrder) => void;
  onDismissNew: () => void;
}

/**
 * The board's notices. A stale board stays in view while the board is scrolled. The New Order notice keeps
 * its place above the filters and never floats over the cards (it would hide their order numbers): the
 * chime and each new card's own "New Order" badge announce a new order wherever the board is scrolled.
 */
export function BoardNotices({ stale, onRetry, newOrders, onShowOrder, onDismissNew }: BoardNoticesProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <>
      {stale ? (
        <MessageBar
          intent="error"
          layout="multiline"
          className={mergeClasses(styles.banner, styles.stale)}
          role="alert"
        >
          <MessageBarBody>
            <MessageBarTitle>{t('notices.staleTitle')}</MessageBarTitle>
            {stale.failure !== null
              ? t('notices.staleFailed', { clock: isolate(stale.clock), failure: isolate(stale.failure) })
              : t('notices.staleSilent', { clock: isolate(stale.clock) })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="large" className={styles.bannerButton} onClick={onRetry}>
              {t('board.retryNow')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      {newOrders.length ? (
        <MessageBar
          intent="success"
          layout="multiline"
          className={mergeClasses(styles.banner, styles.newBanner)}
          role="alert"
        >
          <MessageBarBody>
            <MessageBarTitle className={styles.newTitle}>{t('notices.newOrder')}</MessageBarTitle>
            <span className={styles.newList}>
              {newOrders.map((o) => (
                <Button key={o.id} size="large" className={styles.newOrderButton} onClick={() => onShowOrder(o)}>
                  <bdi className={styles.newNumber}>{orderNumber(o.order_number)}</bdi>&nbsp;<bdi>{o.name}</bdi>
                </Button>
              ))}
            </span>
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                size="large"
                aria-label={t('notices.dismissNew')}
                icon={<DismissRegular />}
                onClick={onDismissNew}
              />
            }
          />
        </MessageBar>
      ) : null}
    </>
  );
}
