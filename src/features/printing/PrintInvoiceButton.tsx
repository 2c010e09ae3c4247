import { Button, type ButtonProps } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { lazy, Suspense, type ReactNode } from 'react';
import { usePrint } from '../../components/print';
import { useTranslation } from '../../i18n/useTranslation';

const InvoiceJob = lazy(() => import(/* webpackChunkName: "print-invoice" */ './InvoiceJob'));

/**
 * Prints invoice `id` on demand: `print()` loads it and opens the browser's print dialog on it once laid out;
 * render `document` where the hook is used (it is off screen until printed).
 */
export function usePrintInvoice(id: number): { print: () => void; printing: boolean; document: ReactNode } {
  const { job, requested, print } = usePrint();
  const document = requested ? (
    <Suspense fallback={null}>
      <InvoiceJob key={job} id={id} />
    </Suspense>
  ) : null;
  return { print, printing: requested, document };
}

export interface PrintInvoiceButtonProps extends Pick<ButtonProps, 'size' | 'appearance' | 'className' | 'disabled'> {
  /** The invoice (or credit note) printed. */
  id: number;
}

/** 'Print invoice': the invoices drawer's Print action (the invoice on A4, in the language shown). */
export function PrintInvoiceButton({ id, ...button }: PrintInvoiceButtonProps) {
  const { t } = useTranslation('printing');
  const { print, document } = usePrintInvoice(id);
  return (
    <>
      <Button icon={<PrintRegular />} onClick={print} {...button}>
        {t('actions.invoice')}
      </Button>
      {document}
    </>
  );
}
