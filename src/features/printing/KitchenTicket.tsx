import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { usePrintTextStyles } from '../../components/print';
import type { Ticket } from './ticket';
import { LateChangeMark } from '../kitchen';
import { useTranslation } from '../../i18n/useTranslation';
import { isolate } from '../kitchen';
import { useDocumentLanguage } from './documentLanguage';

const useStyles = makeStyles({
  ticket: { display: 'flex', flexDirection: 'column', gap: '1.5mm', '& p': { margin: 0 } },
  kind: { fontSize: '8pt', letterSpacing: '0.1em', textTransform: 'uppercase' },
  number: { fontSize: '30pt', fontWeight: 800, lineHeight: 1, letterSpacing: '0.02em' },
  type: { fontSize: '12pt', fontWeight: 700, textTransform: 'uppercase', overflowWrap: 'anywhere' },
  times: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3mm',
    alignItems: 'baseline',
    margin: 0,
    '& dt': { fontSize: '9pt', textTransform: 'uppercase' },
    '& dd': { margin: 0, fontSize: '16pt', fontWeight: 800 },
  },
  name: { fontSize: '11pt', fontWeight: 700, overflowWrap: 'anywhere' },
  item: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2mm', padding: '1mm 0', breakInside: 'avoid' },
  qty: { fontSize: '13pt', fontWeight: 800 },
  itemName: { fontSize: '12pt', fontWeight: 700, overflowWrap: 'anywhere' },
  detail: { gridColumnStart: 2, fontSize: '10pt', overflowWrap: 'anywhere' },
  contains: {
    gridColumnStart: 2,
    fontSize: '10pt',
    fontWeight: 800,
    borderInlineStartWidth: '2mm',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: '#000',
    paddingInlineStart: '1.5mm',
    marginTop: '0.5mm',
  },
  note: { fontSize: '10pt', overflowWrap: 'anywhere' },
});

/** A kitchen ticket: what to cook for one order and when, readable at arm's length on an 80 mm roll. */
export function KitchenTicket({ ticket, printedAt }: { ticket: Ticket; printedAt: string }) {
  const s = useStyles();
  const p = usePrintTextStyles();
  const { t } = useTranslation('printing');
  const { lang, dir } = useDocumentLanguage();
  return (
    <article className={s.ticket} lang={lang} dir={dir} aria-label={t('ticket.label', { number: ticket.number })}>
      <p className={s.kind}>{t('ticket.kind')}</p>
      <p className={s.number}>{ticket.number}</p>
      <p className={s.type}>
        {ticket.type}
        {ticket.outlet ? ` · ${ticket.outlet}` : ''}
      </p>
      {ticket.dueTime ? (
        <>
          <dl className={s.times}>
            <dt>{t('ticket.due')}</dt>
            <dd>{ticket.dueTime}</dd>
            {ticket.start ? (
              <>
                <dt>{t('ticket.start')}</dt>
                <dd>{ticket.start}</dd>
              </>
            ) : null}
          </dl>
          <p>
            {ticket.dueDate} {ticket.zone}
          </p>
        </>
      ) : (
        <p className={p.strong}>{t('ticket.noDueTime')}</p>
      )}
      <LateChangeMark lateChange={ticket.lateChange} />
      <p className={s.name} dir="auto">
        {ticket.name}
      </p>
      {ticket.customer ? <p>{t('ticket.for', { customer: isolate(ticket.customer) })}</p> : null}
      <div className={p.dashed} />
      {ticket.items.length ? (
        <ul className={p.list}>
          {ticket.items.map((item) => (
            <li key={item.key} className={s.item}>
              <span className={s.qty}>{item.quantity} ×</span>
              <span className={s.itemName} dir="auto">
                {item.name}
              </span>
              {item.choices ? (
                <span className={s.detail} dir="auto">
                  {item.choices}
                </span>
              ) : null}
              {item.note ? <span className={s.detail}>{t('ticket.note', { note: isolate(item.note) })}</span> : null}
              {item.contains ? <span className={s.contains}>{item.contains}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('ticket.noItems')}</p>
      )}
      {ticket.note ? (
        <>
          <div className={p.dashed} />
          <p className={s.note}>
            <strong>{t('ticket.orderNote')} </strong>
            <bdi>{ticket.note}</bdi>
          </p>
        </>
      ) : null}
      <div className={p.dashed} />
      <p className={mergeClasses(p.small)}>{t('printed', { at: printedAt })}</p>
    </article>
  );
}
