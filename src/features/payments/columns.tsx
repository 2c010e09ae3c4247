import { Link } from 'react-router';
import { useListInvoicesQuery, type ListPaymentsApiArg, type Payment } from '../../api/generated/billing';
import {
  actionsColumn,
  column,
  DateCell,
  Empty,
  MoneyCell,
  relationNameColumn,
  TextCell,
  Unit,
  type ResourceColumn,
} from '../../components/resource';
import { paths } from '../../resources/paths';
import { useTranslation } from '../../i18n/useTranslation';

/** The payments list: date, organization, amount, method, reference and the invoice paid. */

export function MethodText({ method }: { method: Payment['method'] }) {
  const { t } = useTranslation('billing');
  return <Unit>{t(`methods.${method}`)}</Unit>;
}

/** The invoice a payment pays, by its number, linking to its drawer; "On account" without one. */
export function InvoiceOfPayment({ id }: { id: number | null }) {
  const { t } = useTranslation('billing');
  const { data } = useListInvoicesQuery({ id: id ? [id] : [] }, { skip: !id });
  if (!id) return <Unit>{t('payments.onAccount')}</Unit>;
  const number = data?.data.results.find((i) => i.id === id)?.number;
  return <Link to={paths.invoices.show(id)}>{number ? <bdi>{number}</bdi> : <Empty />}</Link>;
}

export const paymentColumns: ResourceColumn<Payment, ListPaymentsApiArg>[] = [
  column({
    id: 'date',
    title: 'billing:fields.date',
    priority: 1,
    sortField: 'date',
    render: (p) => <DateCell value={p.date} />,
  }),
  relationNameColumn({
    relation: 'organization',
    title: 'billing:fields.organization',
    source: 'organizations',
    priority: 1,
  }),
  column({
    id: 'amount',
    title: 'billing:fields.amount',
    priority: 1,
    sortField: 'amount',
    render: (p) => <MoneyCell value={p.amount} />,
  }),
  column({
    id: 'method',
    title: 'billing:fields.method',
    sortField: 'method',
    render: (p) => <MethodText method={p.method} />,
  }),
  column({
    id: 'reference',
    title: 'billing:fields.reference',
    priority: 3,
    render: (p) => <TextCell value={p.reference} max={24} />,
  }),
  column({ id: 'invoice', title: 'billing:fields.invoice', render: (p) => <InvoiceOfPayment id={p.invoice} /> }),
  actionsColumn<Payment, ListPaymentsApiArg>({ edit: false }),
];
