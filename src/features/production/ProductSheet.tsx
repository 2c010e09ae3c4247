import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { ProductionRow } from '../../api/generated/orders';
import { ordersHref, type OrdersScope } from './links';
import { useProductSheetStyles } from './ProductSheet.styles';
import { useProductSheet, type Part } from './useProductSheet';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate, LateChangeMark } from '../kitchen';

export { comboText, productName } from './useProductSheet';

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
  const styles = useProductSheetStyles();
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
  const styles = useProductSheetStyles();
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
            <TableCell dir="auto">{p.plain ? <span className={styles.plain}>{p.name}</span> : p.name}</TableCell>
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
  const styles = useProductSheetStyles();
  const { t } = useTranslation('production');
  const { name, product, headingId, ...parts } = useProductSheet(row, scope, zone);
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
        <PartTable caption={t('sheet.combos')} head={t('sheet.madeAs')} linked={linked} parts={parts.combos} />
        <PartTable caption={t('sheet.outlets')} head={t('sheet.outlet')} linked={linked} parts={parts.outlets} />
        <PartTable caption={t('sheet.hours')} head={t('sheet.due')} linked={linked} parts={parts.hours} />
      </div>
    </section>
  );
}
