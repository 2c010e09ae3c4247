import { Badge, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { productsApi } from '../../api/generated/products';
import type { StandingOrder } from '../../api/generated/orders';
import { useKitEnv, type DrawerSave } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTimeInZone, outletZone } from '../../lib/zones';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
});

/** Paused or not, at the top of the drawer: pausing cancels its pending orders still to come. */
export function StandingPause({ standing, save }: { standing: StandingOrder; save: DrawerSave }) {
  const { t } = useTranslation('standingOrders');
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <Switch
        checked={standing.paused}
        label={t('fields.paused')}
        onChange={(_e, data) => void save({ paused: data.checked })}
      />
      <Text size={200}>{t('hints.paused')}</Text>
      {standing.paused ? (
        <Badge appearance="tint" color="warning">
          {t('pausedBadge')}
        </Badge>
      ) : null}
    </div>
  );
}

/** Its next five dates and what the placing job will create on each: the items, priced on the day it places them. */
export function StandingPreview({ standing }: { standing: StandingOrder }) {
  const { t } = useTranslation('standingOrders');
  const styles = useStyles();
  const { settings } = useKitEnv();
  const zone = outletZone(standing.outlet, settings as never);
  const ids = standing.items.map((i) => i.product);
  const { data } = productsApi.useListProductsQuery({ id: ids, perPage: 100 }, { skip: !ids.length });
  const names = new Map((data?.data.results ?? []).map((p) => [p.id, p.name]));
  return (
    <section className={styles.box} aria-label={t('preview.title')}>
      <Text className={styles.heading}>{t('preview.nextDates')}</Text>
      {standing.next_dates.length ? (
        <ul className={styles.list} data-testid="standing-next-dates">
          {standing.next_dates.map((d) => (
            <li key={d}>{formatDateTimeInZone(d, zone)}</li>
          ))}
        </ul>
      ) : (
        <Text>{t('preview.none')}</Text>
      )}
      <Text className={styles.heading}>{t('preview.eachOrder')}</Text>
      <ul className={styles.list}>
        {standing.items.map((item, i) => (
          <li key={i}>
            {t('preview.item', {
              quantity: item.quantity,
              name: names.get(item.product) ?? `#${item.product}`,
            })}
            {item.note ? ` — ${item.note}` : ''}
          </li>
        ))}
      </ul>
      <Text size={200}>{t('preview.pricing')}</Text>
    </section>
  );
}
