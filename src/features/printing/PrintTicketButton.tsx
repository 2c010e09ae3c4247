import { Button, type ButtonProps } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { usePrint } from '../../components/print';

const TicketJob = lazy(() => import(/* webpackChunkName: "print-ticket" */ './TicketJob'));

export interface PrintTicketButtonProps extends Pick<ButtonProps, 'size' | 'appearance' | 'className'> {
  order: KitchenOrder;
  /** The zone the ticket's times read in: the order's outlet's, else the kitchen's. */
  zone: string;
}

/** 'Print ticket': prints the order's kitchen ticket (the browser's print dialog opens on it). */
export function PrintTicketButton({ order, zone, ...button }: PrintTicketButtonProps) {
  const { job, requested, print } = usePrint();
  return (
    <>
      <Button icon={<PrintRegular />} onClick={print} {...button}>
        Print ticket
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <TicketJob key={job} order={order} zone={zone} />
        </Suspense>
      ) : null}
    </>
  );
}
