import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { DocumentBulletListRegular, PrintRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useListProductionQuery } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { PageSpinner } from '../../components/LoadingScreen';
import { PAPERS, printNow, PrintDocument } from '../../components/print';
import { ExportButton, useAccess } from '../../components/resource';
import { useAppSelector } from '../../store/hooks';
import { useNetworkStatus } from '../../lib/network';
import { useBackOnline, useSnapshot, warmOfflineStorage } from '../../lib/offline';
import { useSearchState } from '../../lib/useSearchState';
import { dateTimeInZone, longDay, OfflineNotice, statusWord } from '../kitchen';
import { useCan } from '../access';
import { useAppSettings } from '../settings';
import { exportFilters, filtersFromSearch, productionArgs, searchFromFilters } from './filters';
import { ProductionFilterBar } from './ProductionFilterBar';
import { CarriedOverNotice } from './CarriedOverNotice';
import { ProductionPrint } from './ProductionPrint';
import { ProductSheet } from './ProductSheet';
import { useTranslation } from '../../i18n/useTranslation';

// The screen paints from its kept snapshot while offline: the storage opens while the rest of its code loads.
warmOfflineStorage();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    '& h1, & p': { margin: 0 },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  title: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold },
  subtitle: {
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground2,
    marginTop: tokens.spacingVerticalXXS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, '@media print': { display: 'none' } },
  filters: { '@media print': { display: 'none' } },
  products: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(520px, 100%), 1fr))',
    alignItems: 'start',
  },
  empty: {
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorNeutralForeground2,
  },
});

const day = (iso: string) => longDay(DateTime.fromISO(iso));

/** The production sheet (/production): what the kitchen makes, per product, for a range of days. */
export default function ProductionPage() {
  const styles = useStyles();
  const { t } = useTranslation('production');
  const settings = useAppSettings();
  const [filters, setFilters] = useSearchState(filtersFromSearch, searchFromFilters);
  const args = useMemo(() => productionArgs(filters), [filters]);
  const query = useListProductionQuery(args, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    pollingInterval: 60_000,
  });
  const { isError, error, refetch, fulfilledTimeStamp } = query;
  // The sheet's last answer is kept on the device: offline, or until the first answer comes, it shows that.
  const user = useAppSelector((state) => state.session.user_login);
  const snapshot = useSnapshot('production', user, args, query.currentData, fulfilledTimeStamp);
  const currentData = query.currentData ?? snapshot?.data;
  const shownAt = query.currentData ? (fulfilledTimeStamp ?? null) : (snapshot?.savedAt ?? null);
  const network = useNetworkStatus();
  useBackOnline(useCallback(() => void refetch(), [refetch]));
  const exportAccess = useAccess('production', 'export');
  const linked = useCan('orders', 'list').can;
  const mayManifest = useCan('kitchen-orders', 'list').can;
  const navigate = useNavigate();

  const zone = settings.kitchen_time_zone || 'Asia/Beirut';
  const today = DateTime.now().setZone(zone).toISODate()!;
  const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 }).toISODate()!;
  const meta = currentData?.data?.meta;
  const rows = currentData?.data?.results;
  const shownRange = filters.from
    ? { from: filters.from, to: filters.to ?? filters.from }
    : meta
      ? { from: meta.date_from, to: meta.date_to }
      : null;
  const statusLabel = filters.statuses
    .map((s) => statusWord(s, settings.order_statuses?.find((o) => o.value === s)?.label))
    .join(t('filters.separator'));
  const days = shownRange ? [...new Set([shownRange.from, shownRange.to])].map(day).join(' – ') : t('filters.today');
  const summary = meta
    ? t('page.summary', {
        items: t('page.items', { count: meta.total_quantity }),
        products: t('page.products', { count: meta.total_count }),
      })
    : '';
  // The manifest of the sheet's outlet and first day (the outlet is picked there when the sheet has none).
  const manifestHref = `${paths.printManifest}?${new URLSearchParams({
    ...(filters.outlet ? { outlet: String(filters.outlet) } : {}),
    ...(shownRange ? { date: shownRange.from } : {}),
  }).toString()}`;
  const scope = meta
    ? {
        start: meta.start,
        end: meta.end,
        statuses: meta.statuses,
        outlet: filters.outlet,
        organization: filters.organization,
      }
    : null;

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.subtitle} role="status">
            {days} · {statusLabel}
            {summary ? ` · ${summary}` : ''}
          </p>
        </div>
        <div className={styles.actions}>
          <Button icon={<PrintRegular />} onClick={printNow} disabled={!rows}>
            {t('page.print')}
          </Button>
          {mayManifest ? (
            <Button
              as="a"
              href={manifestHref}
              icon={<DocumentBulletListRegular />}
              onClick={(e) => {
                e.preventDefault();
                void navigate(manifestHref);
              }}
            >
              {t('page.manifest')}
            </Button>
          ) : null}
          <ExportButton
            resource="production"
            filters={exportFilters(filters)}
            access={exportAccess}
            label={t('page.export')}
          />
        </div>
      </header>

      <div className={styles.filters}>
        <ProductionFilterBar
          filters={filters}
          shownRange={shownRange}
          onChange={setFilters}
          today={today}
          tomorrow={tomorrow}
        />
      </div>

      <OfflineNotice
        what="sheet"
        offlineSince={network.online ? null : network.offlineSince}
        shownAt={shownAt}
        fromSnapshot={!query.currentData && !!snapshot}
        zone={zone}
      />

      {meta?.carried_over ? <CarriedOverNotice count={meta.carried_over} boardLinked={mayManifest} /> : null}

      <section aria-label={t('page.sheet')}>
        {rows && meta && scope ? (
          rows.length ? (
            <div className={styles.products}>
              {rows.map((row) => (
                <ProductSheet
                  key={String(row.product.id)}
                  row={row}
                  scope={scope}
                  zone={meta.time_zone}
                  linked={linked}
                />
              ))}
            </div>
          ) : (
            <p className={styles.empty} role="status">
              {t('page.empty', { days })}
            </p>
          )
        ) : isError && network.online ? (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>
              <MessageBarTitle>{t('page.loadFailed')}</MessageBarTitle>
              {errorMessage(error)}
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void refetch()}>{t('page.retryNow')}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <PageSpinner />
        )}
      </section>
      {rows && meta ? (
        <PrintDocument paper={PAPERS.a4}>
          <ProductionPrint
            rows={rows}
            subtitle={`${days} · ${statusLabel}${summary ? ` · ${summary}` : ''}`}
            printedAt={dateTimeInZone(new Date().toISOString(), meta.time_zone)}
          />
        </PrintDocument>
      ) : null}
    </div>
  );
}
