import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { usePrintTextStyles } from '../../components/print';
import { formatMoney } from '../../components/resource';
import { formatTime } from '../../lib/dates';
import { inZone, zoneLabel } from '../../lib/zones';
import { orderNumber } from '../../lib/orderNumber';
import { choicesText, isolate } from '../kitchen';
import { useDocumentLanguage } from './documentLanguage';
import { manifestTotals } from './manifest';
import { customerOf, itemName } from './ticket';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  doc: { display: 'flex', flexDirection: 'column', gap: '3mm', '& p': { margin: 0 } },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '4mm', flexWrap: 'wrap' },
  signLine: { display: 'flex', gap: '6mm', flexWrap: 'wrap', fontSize: '9pt', '& span': { whiteSpace: 'nowrap' } },
  orders: { listStyleType: 'none', margin: 0, padding: 0, borderTop: '1px solid #000' },
  order: {
    display: 'grid',
    gridTemplateColumns: '8mm 1fr auto',
    columnGap: '3mm',
    rowGap: '1mm',
    padding: '2.5mm 0',
    borderBottom: '1px solid #000',
    breakInside: 'avoid',
  },
  seq: { fontSize: '14pt', fontWeight: 800, gridRowStart: 1, gridRowEnd: 'span 5' },
  who: { fontSize: '11pt', fontWeight: 700, overflowWrap: 'anywhere' },
  money: { textAlign: 'end', fontWeight: 700, whiteSpace: 'nowrap' },
  wide: { gridColumnStart: 2, gridColumnEnd: 'span 2', overflowWrap: 'anywhere' },
  receipt: { gridColumnStart: 2, gridColumnEnd: 'span 2', paddingTop: '3mm', fontSize: '9pt' },
});

export interface ManifestProps {
  outlet: string;
  /** 'Sat 22/11/2026'. */
  day: string;
  zone: string;
  orders: KitchenOrder[];
  printedAt: string;
  paymentLabel: (method: string) => string;
}

const blank = (mm: number) => '_'.repeat(Math.round(mm / 2));

/** A driver's delivery manifest: the outlet's deliveries of a day in due order, each with a receipt line. */
export function DeliveryManifest({ outlet, day, zone, orders, printedAt, paymentLabel }: ManifestProps) {
  const s = useStyles();
  const p = usePrintTextStyles();
  const { t } = useTranslation('printing');
  const { lang, dir } = useDocumentLanguage();
  const totals = manifestTotals(orders);
  return (
    <article className={s.doc} lang={lang} dir={dir} aria-label={t('manifest.label', { outlet: isolate(outlet), day })}>
      <header className={s.head}>
        <h2 className={p.title}>{t('manifest.title', { outlet: isolate(outlet) })}</h2>
        <p className={p.subtitle}>
          {day} {zoneLabel(zone)}
        </p>
      </header>
      <p>
        {t('manifest.summary', {
          deliveries: t('manifest.deliveries', { count: totals.count }),
          total: formatMoney(totals.total),
          cash: formatMoney(totals.cash),
          at: printedAt,
        })}
      </p>
      <p className={s.signLine}>
        <span>{t('manifest.driver', { line: blank(60) })}</span>
        <span>{t('manifest.vehicle', { line: blank(30) })}</span>
        <span>{t('manifest.leftAt', { line: blank(20) })}</span>
      </p>
      {orders.length ? (
        <ol className={s.orders}>
          {orders.map((o, i) => {
            const customer = customerOf(o);
            const due = inZone(o.date, zone);
            return (
              <li key={o.id} className={s.order}>
                <span className={s.seq}>{i + 1}</span>
                <p className={s.who}>
                  {due ? formatTime(due) : t('manifest.noDueTime')} · <bdi>{orderNumber(o.order_number)}</bdi> ·{' '}
                  <bdi>{o.name}</bdi>
                  {customer ? <> {t('manifest.for', { customer: isolate(customer) })}</> : null}
                </p>
                <p className={s.money}>
                  {formatMoney(o.total)} · {paymentLabel(o.payment_method)}
                </p>
                <p className={s.wide}>
                  <strong>{t('manifest.address')} </strong>
                  <bdi>{o.address?.trim() || '—'}</bdi> · <strong>{t('manifest.phone')} </strong>
                  <bdi dir="ltr">{o.phone_number?.trim() || '—'}</bdi>
                </p>
                <p className={s.wide} dir="auto">
                  {o.items
                    .map((item) => {
                      const choices = choicesText(item);
                      return `${item.quantity} × ${itemName(item)}${choices ? ` (${choices})` : ''}`;
                    })
                    .join(' · ') || t('manifest.noItems')}
                </p>
                {o.note?.trim() ? (
                  <p className={s.wide}>{t('manifest.note', { note: isolate(o.note.trim()) })}</p>
                ) : null}
                <p className={mergeClasses(s.receipt, s.signLine)}>
                  <span>{t('manifest.receivedBy', { line: blank(56) })}</span>
                  <span>{t('manifest.signature', { line: blank(44) })}</span>
                  <span>{t('manifest.time', { line: blank(18) })}</span>
                </p>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>{t('manifest.none')}</p>
      )}
    </article>
  );
}
