import { DateTime } from 'luxon';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useListProductionQuery } from '../../api/generated/orders';
import { paths } from '../../resources/paths';
import { useAccess } from '../../components/resource';
import { useAppSelector } from '../../store/hooks';
import { useNetworkStatus } from '../../lib/network';
import { useBackOnline, useSnapshot } from '../../lib/offline';
import { useSearchState } from '../../lib/useSearchState';
import { longDay, statusWord } from '../kitchen';
import { useCan } from '../access';
import { useAppSettings } from '../settings';
import { filtersFromSearch, productionArgs, searchFromFilters } from './filters';
import { useTranslation } from '../../i18n/useTranslation';

const day = (iso: string) => longDay(DateTime.fromISO(iso));

/**
 * The production sheet's controller: its filters (kept in the address), the sheet's answer (polled, and
 * kept on the device for offline use), who may export or open the manifest, and the texts its header shows.
 */
export function useProductionPage() {
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
  const { refetch, fulfilledTimeStamp } = query;
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

  return {
    filters,
    setFilters,
    query,
    snapshot,
    shownAt,
    network,
    exportAccess,
    linked,
    mayManifest,
    openManifest: () => void navigate(manifestHref),
    zone,
    today,
    tomorrow,
    meta,
    rows,
    shownRange,
    /** The header's line: the days, the statuses and the totals. */
    subtitle: `${days} · ${statusLabel}${summary ? ` · ${summary}` : ''}`,
    days,
    manifestHref,
    scope,
  };
}
