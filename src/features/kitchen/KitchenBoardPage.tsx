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
import { ArrowClockwiseRegular, CheckmarkCircleFilled, DismissRegular, WarningFilled } from '@fluentui/react-icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { DateTime } from 'luxon';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { KitchenOrder, OrderStatus, OrderType } from '../../api/generated/kitchen';
import { errorMessage } from '../../api/errors';
import { BusyRing, PageSpinner } from '../../components/LoadingScreen';
import { useCrowded } from '../../components/resource';
import { useCan } from '../access';
import { useAppSettings } from '../settings';
import { kitchenApi, useOrderAction } from './api';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useSearchState } from '../../lib/useSearchState';
import { FilterBar, FilterButton, Pager, PHONE_QUERY, SoundControl } from './BoardControls';
import { outletParam, useBoardOutlets } from './boardOutlets';
import { FullScreenButton } from './FullScreenButton';
import { LiveIndicator } from './LiveIndicator';
import type { Chime } from './chime';
import { ClockContext, createClock, useClockValue, type BoardClock } from './clock';
import {
  boardQuery,
  boardZone,
  DATE_FILTERS,
  dayRange,
  filtersFromSearch,
  localDate,
  pageCount,
  searchFromFilters,
  STATUS_FILTERS,
} from './filters';
import { AllDayPanel } from './AllDayPanel';
import { labelOf, orderNumber } from './format';
import { OrderCard, orderCardId, type RunAction } from './OrderCard';
import { readPollInterval } from './pollInterval';
import { isOpen } from './transitions';
import { useChime } from './useChime';
import { useNewOrders } from './useNewOrders';
import { useWallScreen } from './useWallScreen';

const PHONE = '@media (max-width: 639.98px)';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& h1, & p': { margin: 0 },
    [PHONE]: { gap: tokens.spacingVerticalM },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  title: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    [PHONE]: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  subtitle: {
    fontSize: tokens.fontSizeBase400,
    [PHONE]: { fontSize: tokens.fontSizeBase300 },
    color: tokens.colorNeutralForeground2,
    marginTop: tokens.spacingVerticalXXS,
  },
  headerSide: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    // Phones: sound, refresh and filters in one row, the refresh time in the space left.
    [PHONE]: {
      flexWrap: 'nowrap',
      width: '100%',
      gap: tokens.spacingHorizontalXS,
      '& > [role="status"]': { order: 1, flex: '1 1 0', minWidth: 0, fontSize: tokens.fontSizeBase200 },
      '& > [role="status"] > svg': { flexShrink: 0 },
    },
  },
  refreshed: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  fresh: { color: tokens.colorPaletteGreenForeground1 },
  staleText: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightBold },
  refresh: { minHeight: '44px', minWidth: '44px' },
  notices: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    ':empty': { display: 'none' },
  },
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
    marginLeft: tokens.spacingHorizontalS,
  },
  newNumber: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500 },
  newOrderButton: { minHeight: '44px', fontWeight: tokens.fontWeightRegular },
  bannerButton: { minHeight: '44px' },
  // 1/1/2/3/4/5 columns at the xs/sm/md/lg/xl/xxl breakpoints, at most: a card is never
  // narrower than 260 px (with the sidebar open at 768 px the board gets one readable column, not two
  // squeezed ones). The ranges do not overlap, so the order Griffel writes them in does not matter.
  grid: {
    '--kb-cols': '1',
    '@media (min-width: 768px) and (max-width: 991.98px)': { '--kb-cols': '2' },
    '@media (min-width: 992px) and (max-width: 1199.98px)': { '--kb-cols': '3' },
    '@media (min-width: 1200px) and (max-width: 1599.98px)': { '--kb-cols': '4' },
    '@media (min-width: 1600px)': { '--kb-cols': '5' },
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    gridTemplateColumns: `repeat(auto-fill, minmax(max(min(260px, 100%), calc((100% - (var(--kb-cols) - 1) * ${tokens.spacingHorizontalL}) / var(--kb-cols))), 1fr))`,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  emptyIcon: { fontSize: tokens.fontSizeHero900, color: tokens.colorPaletteGreenForeground1 },
});

export interface KitchenBoardPageProps {
  /** Refresh interval in ms; defaults to 60 s (or the shortened test knob, see pollInterval.ts). */
  pollingInterval?: number;
  /** The clock behind ages, urgency, "today" and the new-order window (tests inject one). */
  clock?: BoardClock;
  /** The new-order sound (tests inject one; the board synthesises its own). */
  chime?: Chime;
}

/** The kitchen board (/kitchen-orders): the live order grid the kitchen works from. */
export default function KitchenBoardPage({ pollingInterval, clock, chime }: KitchenBoardPageProps) {
  // Read once: a changed knob applies the next time the board opens.
  const [interval] = useState(() => pollingInterval ?? readPollInterval());
  const [boardClock] = useState(() => clock ?? createClock());
  return (
    <ClockContext.Provider value={boardClock}>
      <Board pollingInterval={interval} chime={chime} />
    </ClockContext.Provider>
  );
}

function useLabels() {
  const settings = useAppSettings();
  const statuses = settings.order_statuses;
  const types = settings.order_types;
  return useMemo(() => {
    const lookup = (options: typeof statuses) => (value: string) =>
      options?.find((o) => o.value === value)?.label || labelOf(value);
    return { status: lookup(statuses) as (s: OrderStatus) => string, type: lookup(types) as (t: OrderType) => string };
  }, [statuses, types]);
}

/**
 * The time zone the board counts its days in (Today and Tomorrow are the outlet's days): the
 * server's kitchen_time_zone (the zone most outlets use; every role reads it, while the kitchen role may not
 * list outlets), else the default outlet zone (first of outlet_time_zones), else Asia/Beirut.
 */
function useBoardZone(): string {
  const settings = useAppSettings();
  return boardZone(settings.kitchen_time_zone ?? settings.outlet_time_zones?.[0]?.value);
}

function Board({ pollingInterval, chime: injectedChime }: { pollingInterval: number; chime?: Chime }) {
  const styles = useStyles();
  const phone = useMediaQuery(PHONE_QUERY);
  // Where the header is narrower than its controls on one line (a 1024 px tablet with the sidebar open),
  // Full screen and Refresh fold to named icon buttons; Enable sound keeps its words.
  const headerRef = useRef<HTMLElement>(null);
  const sideRef = useRef<HTMLDivElement>(null);
  const crowded = useCrowded(headerRef, [sideRef], !phone);
  const iconsOnly = phone || crowded;
  const zone = useBoardZone();
  const labels = useLabels();
  const canEdit = useCan('kitchen-orders', 'edit').can;
  const today = useClockValue(useCallback((now: number) => localDate(now, zone), [zone]));

  const [filters, setFilters] = useSearchState(filtersFromSearch, searchFromFilters);
  // `today` is in the key so the board moves to the new day at midnight.
  const startOfToday = DateTime.fromISO(today, { zone }).toMillis();
  const outlet = outletParam(useBoardOutlets().chosen);
  const args = useMemo(() => {
    const query = boardQuery(filters, startOfToday, zone);
    return query && outlet ? { ...query, outlet } : query;
  }, [filters, startOfToday, zone, outlet]);
  const wall = useWallScreen();
  const range = useMemo(() => dayRange(filters, startOfToday, zone), [filters, startOfToday, zone]);

  const query = kitchenApi.useListKitchenOrdersQuery(args ?? skipToken, {
    pollingInterval,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    skipPollingIfUnfocused: false,
  });
  const { currentData, isFetching, isError, error, fulfilledTimeStamp, refetch } = query;
  // The cards render from a deferred copy: a refresh (or the first answer) then renders in a time-sliced
  // pass instead of one long task, and the header and filters stay responsive meanwhile.
  const orders = useDeferredValue(currentData?.data?.results);
  const total = currentData?.data?.meta?.total_count ?? 0;
  const pages = pageCount(total);

  // A page emptied by orders moving on: go back to the last page that has orders.
  useEffect(() => {
    if (currentData && filters.page > pages) setFilters({ page: pages });
  }, [currentData, filters, pages, setFilters]);

  const { chime, sound } = useChime(injectedChime);
  const refetchBoard = useCallback(() => {
    if (args) void refetch();
  }, [args, refetch]);
  const news = useNewOrders({ pollingInterval, chime, onNew: refetchBoard, outlet });

  const run = useOrderAction();
  const dismissNew = news.dismiss;
  const onAction = useCallback<RunAction>(
    async (orderId, action, reason) => {
      await run(orderId, action, reason);
      dismissNew(orderId);
    },
    [run, dismissNew],
  );

  /** From the New Order notice to the card: scroll to it here, or open the day it is due. */
  const showOrder = (order: KitchenOrder) => {
    const card = document.getElementById(orderCardId(order.id));
    if (card) {
      card.scrollIntoView({ block: 'center' });
      card.focus({ preventScroll: true });
      return;
    }
    const due = order.date ? localDate(Date.parse(order.date), zone) : today;
    const tomorrow = localDate(DateTime.fromISO(today, { zone }).toMillis(), zone, 1);
    const status = order.status === 'cancelled' ? 'cancelled' : isOpen(order.status) ? 'open' : 'completed';
    if (due === today) setFilters(() => ({ status, date: 'today', page: 1 }));
    else if (due === tomorrow) setFilters(() => ({ status, date: 'tomorrow', page: 1 }));
    else setFilters(() => ({ status, date: 'custom', from: due, to: due, page: 1 }));
  };

  const overdue = useClockValue(
    useCallback(
      (now: number) => !!fulfilledTimeStamp && now - fulfilledTimeStamp > pollingInterval * 2.5,
      [fulfilledTimeStamp, pollingInterval],
    ),
  );
  const stale = !!currentData && (isError || overdue);
  const refreshedAt = fulfilledTimeStamp ? DateTime.fromMillis(fulfilledTimeStamp).setZone(zone) : null;
  // The time never breaks before its am/pm.
  const refreshedText = refreshedAt
    ? `${refreshedAt.toFormat('hh:mm:ss')}\u00a0${refreshedAt.hour < 12 ? 'am' : 'pm'}`
    : '';

  const statusLabel = STATUS_FILTERS.find((f) => f.value === filters.status)?.label ?? '';
  const dateLabel =
    filters.date === 'custom'
      ? range
        ? [...new Set([range.from, range.to])].map((d) => DateTime.fromISO(d).toFormat('dd/LL/yyyy')).join(' – ')
        : 'Custom Date'
      : `${DATE_FILTERS.find((f) => f.value === filters.date)?.label} (${DateTime.fromISO(range?.from ?? today).toFormat('ccc dd/LL')})`;

  return (
    <div className={styles.root}>
      <header className={styles.header} ref={headerRef}>
        <div>
          <h1 className={styles.title}>Kitchen Orders</h1>
          <p className={styles.subtitle}>
            {statusLabel} · {dateLabel}
            {currentData ? ` · ${total} ${total === 1 ? 'order' : 'orders'}` : ''}
            <LiveIndicator pollSeconds={Math.round(pollingInterval / 1000)} />
          </p>
        </div>
        <div className={styles.headerSide} ref={sideRef}>
          <SoundControl
            sound={sound}
            onEnable={() => void chime.unlock().then((on) => on && chime.play())}
            onTest={() => void chime.play()}
            compact={phone}
          />
          {refreshedAt ? (
            <span className={mergeClasses(styles.refreshed, stale && styles.staleText)} role="status">
              {stale ? (
                <WarningFilled aria-hidden="true" />
              ) : (
                <CheckmarkCircleFilled className={styles.fresh} aria-hidden="true" />
              )}
              {stale ? 'Not up to date · last refreshed' : phone ? 'Refreshed' : 'Last refreshed'} {refreshedText}
            </span>
          ) : null}
          <FullScreenButton on={wall.on} onEnter={wall.enter} onExit={wall.exit} compact={iconsOnly} />
          <Button
            size="large"
            className={styles.refresh}
            icon={isFetching ? <BusyRing size="small" /> : <ArrowClockwiseRegular />}
            disabled={!args}
            onClick={refetchBoard}
            aria-label={iconsOnly ? 'Refresh' : undefined}
            title={iconsOnly ? 'Refresh' : undefined}
          >
            {iconsOnly ? null : 'Refresh'}
          </Button>
          {phone ? <FilterButton filters={filters} today={today} onChange={setFilters} /> : null}
        </div>
      </header>

      {/* Notices stay in view while the board is scrolled: a stale board or a new order is never missed. */}
      <div className={styles.notices}>
        {stale ? (
          <MessageBar intent="error" layout="multiline" className={styles.banner} role="alert">
            <MessageBarBody>
              <MessageBarTitle>Board not up to date</MessageBarTitle>
              Last refreshed at {refreshedText}.{' '}
              {isError ? `Refreshing failed: ${errorMessage(error)}.` : 'No refresh has arrived since.'} The board keeps
              retrying; orders shown may have changed.
            </MessageBarBody>
            <MessageBarActions>
              <Button size="large" className={styles.bannerButton} onClick={refetchBoard}>
                Retry now
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : null}

        {news.orders.length ? (
          <MessageBar
            intent="success"
            layout="multiline"
            className={mergeClasses(styles.banner, styles.newBanner)}
            role="alert"
          >
            <MessageBarBody>
              <MessageBarTitle className={styles.newTitle}>New Order</MessageBarTitle>
              <span className={styles.newList}>
                {news.orders.map((o) => (
                  <Button key={o.id} size="large" className={styles.newOrderButton} onClick={() => showOrder(o)}>
                    <span className={styles.newNumber}>{orderNumber(o.order_number)}</span>&nbsp;{o.name}
                  </Button>
                ))}
              </span>
            </MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  size="large"
                  aria-label="Dismiss new order notice"
                  icon={<DismissRegular />}
                  onClick={() => news.dismiss()}
                />
              }
            />
          </MessageBar>
        ) : null}
      </div>

      {phone ? null : <FilterBar filters={filters} today={today} onChange={setFilters} />}

      {args ? <AllDayPanel orders={orders} /> : null}

      <section aria-label="Orders" aria-busy={isFetching}>
        {!args ? (
          <p className={styles.empty}>Pick the first and last day of the custom range.</p>
        ) : orders ? (
          orders.length ? (
            <div className={styles.grid}>
              {orders.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  zone={zone}
                  today={today}
                  isNew={news.ids.has(order.id)}
                  canEdit={canEdit}
                  compact={phone}
                  onAction={onAction}
                  statusLabel={labels.status}
                  typeLabel={labels.type}
                />
              ))}
            </div>
          ) : (
            <div className={styles.empty} role="status">
              <CheckmarkCircleFilled className={styles.emptyIcon} aria-hidden="true" />
              No {statusLabel.toLowerCase()} orders for {dateLabel}.
            </div>
          )
        ) : isError ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>
              <MessageBarTitle>Could not load the orders</MessageBarTitle>
              {errorMessage(error)}
            </MessageBarBody>
            <MessageBarActions>
              <Button size="large" onClick={refetchBoard}>
                Retry now
              </Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <PageSpinner />
        )}
      </section>

      <Pager page={Math.min(filters.page, pages)} pages={pages} onPage={(page) => setFilters({ page })} />
    </div>
  );
}
