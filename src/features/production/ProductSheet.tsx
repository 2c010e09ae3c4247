import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductionRow } from '../../api/generated/orders';
import { ordersHref, type OrdersScope } from './links';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate, LateChangeMark, nameIn, say, translationsOf } from '../kitchen';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    breakInside: 'avoid',
  },
  heading: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  total: { fontSize: tokens.fontSizeHero700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  parts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
    alignItems: 'start',
  },
  caption: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    paddingBottom: tokens.spacingVerticalXS,
  },
  qty: { width: '72px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  qtyCell: { display: 'flex', justifyContent: 'flex-end' },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    minWidth: '32px',
    minHeight: '32px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
  },
  plain: { color: tokens.colorNeutralForeground3 },
});

/** A production product's name in the language shown. */
export const productName = (row: ProductionRow) =>
  nameIn(row.product.name, translationsOf(row.product) ?? translationsOf(row, 'product'));

/** A figure: a link to the orders that make it when the user may list orders, else the number. */
function Figure({
  quantity,
  scope,
  label,
  linked,
}: {
  quantity: number;
  scope: OrdersScope;
  label: string;
  linked: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('production');
  if (!linked) return <>{quantity}</>;
  return (
    <RouterLink
      className={styles.link}
      to={ordersHref(scope)}
      aria-label={t('sheet.showOrders', { quantity, what: label })}
    >
      {quantity}
    </RouterLink>
  );
}

interface Part {
  key: string;
  name: ReactNode;
  text: string;
  quantity: number;
  scope: OrdersScope;
}

function PartTable({
  caption,
  head,
  parts,
  linked,
}: {
  caption: string;
  head: string;
  parts: Part[];
  linked: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('production');
  return (
    <Table size="small" aria-label={caption}>
      <caption className={styles.caption}>{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{head}</TableHeaderCell>
          <TableHeaderCell className={styles.qty}>{t('sheet.qty')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {parts.map((p) => (
          <TableRow key={p.key}>
            <TableCell dir="auto">{p.name}</TableCell>
            <TableCell className={styles.qty}>
              <span className={styles.qtyCell}>
                <Figure quantity={p.quantity} scope={p.scope} label={p.text} linked={linked} />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** 'Large + Extra toum', 'Plain' for the product as it comes, names in the language shown. */
export function comboText(combo: ProductionRow['combos'][number]): string {
  const addons = combo.addons.map((a) => `+ ${nameIn(a.name, translationsOf(a))}`);
  const variation = combo.variation
    ? nameIn(combo.variation.name, translationsOf(combo.variation))
    : say('production:sheet.plain');
  return [variation, ...addons].join(' ');
}

/** One product of the sheet: its total, and its split per variation and addons, outlet and due hour. */
export function ProductSheet({
  row,
  scope,
  zone,
  linked,
}: {
  row: ProductionRow;
  /** The sheet's scope (range, statuses, filters) the product's figures narrow. */
  scope: OrdersScope;
  zone: string;
  linked: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('production');
  const name = productName(row);
  const product = { ...scope, product: row.product.id };
  const headingId = `production-${row.product.id ?? 'none'}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="production-product">
      <h2 className={styles.heading} id={headingId}>
        <span dir="auto">{name}</span>
        <span className={styles.total}>
          <Figure
            quantity={row.quantity}
            scope={product}
            label={t('sheet.inAll', { name: isolate(name) })}
            linked={linked}
          />
        </span>
      </h2>
      <LateChangeMark lateChange={row.late_change} />
      <div className={styles.parts}>
        <PartTable
          caption={t('sheet.combos')}
          head={t('sheet.madeAs')}
          linked={linked}
          parts={row.combos.map((c) => ({
            key: `${c.variation?.id ?? 0}-${c.addons.map((a) => a.id ?? a.name).join('+')}`,
            name: comboText(c),
            text: t('sheet.combo', { name: isolate(name), combo: isolate(comboText(c)) }),
            quantity: c.quantity,
            scope: product,
          }))}
        />
        <PartTable
          caption={t('sheet.outlets')}
          head={t('sheet.outlet')}
          linked={linked}
          parts={row.outlets.map((o) => ({
            key: String(o.outlet?.id ?? 'none'),
            name: o.outlet?.name ?? <span className={styles.plain}>{t('sheet.noOutlet')}</span>,
            text: o.outlet
              ? t('sheet.forOutlet', { name: isolate(name), outlet: isolate(o.outlet.name) })
              : t('sheet.forNoOutlet', { name: isolate(name) }),
            quantity: o.quantity,
            scope: { ...product, outlet: o.outlet?.id ?? null },
          }))}
        />
        <PartTable
          caption={t('sheet.hours')}
          head={t('sheet.due')}
          linked={linked}
          parts={row.hours.map((h) => ({
            key: h.hour,
            name: h.hour,
            text: t('sheet.dueAt', { name: isolate(name), hour: h.hour }),
            quantity: h.quantity,
            scope: { ...product, hour: h.hour, zone },
          }))}
        />
      </div>
    </section>
  );
}
