import { PAPERS, PrintDocument } from '../../components/print';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoiceSheet } from './useInvoiceSheet';

/** Prints invoice `id` on A4 as soon as it has loaded (an on-demand print from the invoices drawer). */
export default function InvoiceJob({ id }: { id: number }) {
  const { sheet } = useInvoiceSheet(id);
  return sheet ? (
    <PrintDocument paper={PAPERS.a4} autoPrint>
      <InvoiceDocument sheet={sheet} />
    </PrintDocument>
  ) : null;
}
