import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { PrintRegular, TagMultipleRegular } from '@fluentui/react-icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { kitchenApi } from '../../api/generated/kitchen';
import { usePrint } from '../../components/print';
import { BusyRing } from '../../components/LoadingScreen';
import { zoneForOrder } from '../../lib/zones';
import { useCan } from '../access';
import { useAppSettings } from '../settings';
import { useTranslation } from '../../i18n/useTranslation';

const TicketJob = lazy(() => import(/* webpackChunkName: "print-ticket" */ './TicketJob'));
const LabelsDialog = lazy(() => import(/* webpackChunkName: "print-labels" */ './LabelsDialog'));

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorStatusDangerForeground1 },
});

/**
 * The order drawer's 'Print ticket' and 'Print labels': each reads the order as the kitchen sees it (items,
 * fire time, allergens) when asked, for who may list the kitchen's orders.
 */
export function OrderPrintActions({ orderId }: { orderId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('printing');
  const allowed = useCan('kitchen-orders', 'list').can;
  const settings = useAppSettings();
  const ticket = usePrint();
  const [labels, setLabels] = useState(false);
  const wanted = ticket.requested || labels;
  const { currentData, isFetching, isError, error } = kitchenApi.endpoints.listKitchenOrders.useQuery(
    wanted ? { id: [orderId] } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const order = currentData?.data?.results?.[0];
  if (!allowed) return null;
  const zone = zoneForOrder(order, null, settings);
  const busy = wanted && isFetching && !order;
  return (
    <div className={styles.bar} role="group" aria-label={t('actions.group')}>
      <Button icon={busy && ticket.requested ? <BusyRing size="small" /> : <PrintRegular />} onClick={ticket.print}>
        {t('actions.ticket')}
      </Button>
      <Button
        icon={busy && labels ? <BusyRing size="small" /> : <TagMultipleRegular />}
        onClick={() => setLabels(true)}
      >
        {t('actions.labels')}
      </Button>
      {wanted && isError ? (
        <Text role="alert" className={styles.error}>
          {errorMessage(error)}
        </Text>
      ) : null}
      <Suspense fallback={null}>
        {ticket.requested && order ? <TicketJob key={ticket.job} order={order} zone={zone} /> : null}
        {labels && order ? <LabelsDialog order={order} zone={zone} onClose={() => setLabels(false)} /> : null}
      </Suspense>
    </div>
  );
}
