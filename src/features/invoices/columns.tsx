import type { Invoice, ListInvoicesApiArg } from '../../api/generated/billing';
import {
  actionsColumn,
  column,
  DateCell,
  DetailLink,
  MoneyCell,
  relationNameColumn,
  Unit,
  type ResourceColumn,
} from '../../components/resource';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { InvoiceBadges } from './InvoiceBadges';

/** The invoices list: number, organization, period, state, issue and due dates, total and paid. */

function InvoiceNumber({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  // One unit, never cut: the number reads whole (left to right inside Arabic too).
  return (
    <DetailLink id={invoice.id}>
      <Unit>
        <bdi>{invoice.number ?? t('invoices.draft')}</bdi>
      </Unit>
    </DetailLink>
  );
}

/** '01/03/2026 – 31/03/2026' (first day on the reading side): each day kept whole, the line may break between. */
export function PeriodText({ invoice }: { invoice: Pick<Invoice, 'period_from' | 'period_to'> }) {
  const { t } = useTranslation('billing');
  return (
    <span>
      <Unit>{formatDate(invoice.period_from)}</Unit>
      {t('invoices.periodSeparator')}
      <Unit>{formatDate(invoice.period_to)}</Unit>
    </span>
  );
}

const statusOptions = () =>
  (['draft', 'issued'] as const).map((value) => ({ value, label: `billing:status.${value}` }));
const kindOptions = () =>
  (['invoice', 'credit_note'] as const).map((value) => ({ value, label: `billing:status.${value}` }));

export const invoiceColumns: ResourceColumn<Invoice, ListInvoicesApiArg>[] = [
  column({
    id: 'number',
    title: 'billing:fields.number',
    priority: 1,
    sortField: 'number',
    filter: { kind: 'text', param: 'number_like' },
    render: (i) => <InvoiceNumber invoice={i} />,
  }),
  relationNameColumn({ relation: 'organization', title: 'billing:fields.organization', source: 'organizations' }),
  column({ id: 'period', title: 'billing:fields.period', priority: 3, render: (i) => <PeriodText invoice={i} /> }),
  column({
    id: 'status',
    title: 'billing:fields.status',
    priority: 1,
    sortField: 'status',
    filter: { kind: 'enum', param: 'status', options: statusOptions },
    render: (i) => <InvoiceBadges invoice={i} />,
  }),
  column({
    id: 'kind',
    title: 'billing:fields.kind',
    priority: 4,
    filter: { kind: 'enum', param: 'kind', options: kindOptions },
    render: (i) => <KindText invoice={i} />,
  }),
  column({
    id: 'issue_date',
    title: 'billing:fields.issueDate',
    sortField: 'issue_date',
    render: (i) => <DateCell value={i.issue_date} />,
  }),
  column({
    id: 'due_date',
    title: 'billing:fields.dueDate',
    priority: 3,
    sortField: 'due_date',
    render: (i) => <DateCell value={i.due_date} />,
  }),
  column({
    id: 'total',
    title: 'billing:fields.total',
    sortField: 'total',
    render: (i) => <MoneyCell value={i.total} />,
  }),
  column({ id: 'paid', title: 'billing:fields.paid', priority: 3, render: (i) => <MoneyCell value={i.paid} /> }),
  actionsColumn<Invoice, ListInvoicesApiArg>({ deletable: (i) => i.status === 'draft' }),
];

function KindText({ invoice }: { invoice: Pick<Invoice, 'kind'> }) {
  const { t } = useTranslation('billing');
  return <Unit>{t(`status.${invoice.kind}`)}</Unit>;
}
