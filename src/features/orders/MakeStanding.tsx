import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useNavigate } from 'react-router';
import { ordersApi, type Order } from '../../api/generated/orders';
import { prefillCreate, useKitEnv, type FormValues } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { wallClock } from '../../lib/zones';
import { paths } from '../../resources/paths';
import { orderZone } from './zone';

/**
 * "Make standing" (issue 32): opens the standing order create modal filled in from the order: who and where,
 * its weekday and time (in its outlet's zone), starting the day after it, and its items with their quantities.
 */
const useStyles = makeStyles({ row: { display: 'flex', justifyContent: 'flex-end', flexShrink: 0 } });

export function MakeStanding({ order }: { order: Order }) {
  const styles = useStyles();
  const { t } = useTranslation('standingOrders');
  const navigate = useNavigate();
  const { can, settings } = useKitEnv();
  const allowed = can('standing-orders', 'add').can;
  const { data } = ordersApi.useListOrderItemsQuery(
    { parentOrder: String(order.id), perPage: 100 },
    { skip: !allowed },
  );
  if (!allowed) return null;
  const open = () => {
    const wall = wallClock(order.date, orderZone(order, settings));
    const ref = (r: { id: number; name: string } | null) => (r ? { id: r.id, label: r.name } : null);
    const prefill: FormValues = {
      name: order.name,
      organization: ref(order.organization),
      outlet: ref(order.outlet),
      employee: order.employee ? { id: order.employee.id, label: order.employee.full_name } : null,
      type: order.type,
      payment_method: order.payment_method,
      // Its weekday and time; from the day after it (the order itself is already there).
      ...(wall
        ? {
            weekdays: [DateTime.fromISO(wall.date).weekday % 7],
            time: wall.time,
            starts_on: DateTime.fromISO(wall.date).plus({ days: 1 }).toISODate(),
          }
        : {}),
      // Each item's product, variation, addons, quantity and note (the standing order's items).
      items: (data?.data.results ?? []).flatMap((i) =>
        i.product
          ? [
              {
                id: i.product.id,
                label: i.product.name,
                record: {
                  quantity: i.quantity,
                  variation: i.product_variation?.id ?? null,
                  addons: (i.addons ?? []).flatMap((a) => (a.id == null ? [] : [a.id])),
                  note: i.note ?? null,
                },
              },
            ]
          : [],
      ),
    };
    prefillCreate(paths.standingOrders.list, prefill);
    navigate(paths.standingOrders.create);
  };
  return (
    <div className={styles.row}>
      <Button appearance="secondary" icon={<ArrowRepeatAllRegular />} onClick={open} disabled={!data}>
        {t('makeStanding')}
      </Button>
    </div>
  );
}
