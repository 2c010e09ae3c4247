import { makeStyles } from '@fluentui/react-components';
import type { ProductionRow } from '../../api/generated/orders';
import { usePrintTextStyles } from '../../components/print';
import { comboText, productName } from './ProductSheet';
import { useDocumentLanguage } from '../printing';
import { useTranslation } from '../../i18n/useTranslation';

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
  const p = usePrintTextStyles();
  const { t } = useTranslation('production');
  return (
    <table className={p.table}>
      <caption className={s.caption}>{caption}</caption>
      <thead>
        <tr>
          <th>{head}</th>
          <th className={p.number}>{t('sheet.qty')}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part.key}>
            <td dir="auto">{part.name}</td>
            <td className={p.number}>{part.quantity}</td>
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
  const p = usePrintTextStyles();
  const { t } = useTranslation('production');
  const { lang, dir } = useDocumentLanguage();
  return (
    <article className={s.doc} lang={lang} dir={dir} aria-label={t('print.title')}>
      <h2 className={p.title}>{t('print.title')}</h2>
      <p className={p.subtitle}>{subtitle}</p>
      <p className={p.small}>{t('print.printed', { at: printedAt })}</p>
      {rows.length ? (
        rows.map((row) => (
          <section key={String(row.product.id)} className={s.product}>
            <h3 className={s.heading}>
              <span dir="auto">{productName(row)}</span>
              <span className={s.total}>{row.quantity}</span>
            </h3>
            <div className={s.parts}>
              <PartTable
                caption={t('sheet.combos')}
                head={t('sheet.madeAs')}
                parts={row.combos.map((c) => ({
                  key: `${c.variation?.id ?? 0}-${c.addons.map((a) => a.id ?? a.name).join('+')}`,
                  name: comboText(c),
                  quantity: c.quantity,
                }))}
              />
              <PartTable
                caption={t('sheet.outlets')}
                head={t('sheet.outlet')}
                parts={row.outlets.map((o) => ({
                  key: String(o.outlet?.id ?? 'none'),
                  name: o.outlet?.name ?? t('sheet.noOutlet'),
                  quantity: o.quantity,
                }))}
              />
              <PartTable
                caption={t('sheet.hours')}
                head={t('sheet.due')}
                parts={row.hours.map((h) => ({ key: h.hour, name: h.hour, quantity: h.quantity }))}
              />
            </div>
          </section>
        ))
      ) : (
        <p>{t('print.nothing')}</p>
      )}
    </article>
  );
}
