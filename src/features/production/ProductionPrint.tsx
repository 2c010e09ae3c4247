import { makeStyles } from '@fluentui/react-components';
import type { ProductionRow } from '../../api/generated/orders';
import { usePrintTextStyles } from '../../components/print';
import { comboText } from './ProductSheet';

const useStyles = makeStyles({
  doc: { display: 'flex', flexDirection: 'column', gap: '3mm', '& p': { margin: 0 } },
  product: { breakInside: 'avoid', borderTop: '1.5px solid #000', paddingTop: '1.5mm' },
  heading: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: '4mm',
    margin: '0 0 1.5mm',
    fontSize: '13pt',
    fontWeight: 700,
    overflowWrap: 'anywhere',
  },
  total: { fontSize: '16pt', fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
  parts: { display: 'grid', gridTemplateColumns: '2fr 1.2fr 1fr', gap: '3mm', alignItems: 'start' },
  caption: { textAlign: 'start', fontWeight: 700, paddingBottom: '0.5mm' },
  check: { width: '8mm' },
});

interface Part {
  key: string;
  name: string;
  quantity: number;
}

function PartTable({ caption, head, parts }: { caption: string; head: string; parts: Part[] }) {
  const s = useStyles();
  const t = usePrintTextStyles();
  return (
    <table className={t.table}>
      <caption className={s.caption}>{caption}</caption>
      <thead>
        <tr>
          <th>{head}</th>
          <th className={t.number}>Qty</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((p) => (
          <tr key={p.key}>
            <td>{p.name}</td>
            <td className={t.number}>{p.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The production sheet as it prints: each product's total and splits as plain tables, no links or controls. */
export function ProductionPrint({
  rows,
  subtitle,
  printedAt,
}: {
  rows: ProductionRow[];
  subtitle: string;
  printedAt: string;
}) {
  const s = useStyles();
  const t = usePrintTextStyles();
  return (
    <article className={s.doc} aria-label="Production sheet">
      <h2 className={t.title}>Production sheet</h2>
      <p className={t.subtitle}>{subtitle}</p>
      <p className={t.small}>Printed {printedAt}</p>
      {rows.length ? (
        rows.map((row) => (
          <section key={String(row.product.id)} className={s.product}>
            <h3 className={s.heading}>
              <span>{row.product.name}</span>
              <span className={s.total}>{row.quantity}</span>
            </h3>
            <div className={s.parts}>
              <PartTable
                caption="Variations and addons"
                head="Made as"
                parts={row.combos.map((c) => ({
                  key: `${c.variation?.id ?? 0}-${c.addons.map((a) => a.id ?? a.name).join('+')}`,
                  name: comboText(c),
                  quantity: c.quantity,
                }))}
              />
              <PartTable
                caption="Outlets"
                head="Outlet"
                parts={row.outlets.map((o) => ({
                  key: String(o.outlet?.id ?? 'none'),
                  name: o.outlet?.name ?? 'No outlet',
                  quantity: o.quantity,
                }))}
              />
              <PartTable
                caption="Due hours"
                head="Due"
                parts={row.hours.map((h) => ({ key: h.hour, name: h.hour, quantity: h.quantity }))}
              />
            </div>
          </section>
        ))
      ) : (
        <p>Nothing to make.</p>
      )}
    </article>
  );
}
