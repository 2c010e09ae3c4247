import { Button, type ButtonProps } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { usePrint } from '../../components/print';
import { useTranslation } from '../../i18n/useTranslation';

const TicketJob = lazy(() => import(/* webpackChunkName: "print-ticket" */ './TicketJob'));

export interface PrintTicketButtonProps extends Pick<ButtonProps, 'size' | 'appearance' | 'className'> {
  order: KitchenOrder;
  /** The zone the ticket's times read in: the order's outlet's, else the kitchen's. */
  zone: string;
  /** Icon only, named for assistive technology and by its tooltip (a phone's card keeps one row of actions). */
  iconOnly?: boolean;
}

/** 'Print ticket': prints the order's kitchen ticket (the browser's print dialog opens on it). */
export function PrintTicketButton({ order, zone, iconOnly, ...button }: PrintTicketButtonProps) {
  const { job, requested, print } = usePrint();
  const { t } = useTranslation('printing');
  return (
    <>
      {iconOnly ? (
        <Button
          icon={<PrintRegular />}
          onClick={print}
          aria-label={t('actions.ticket')}
          title={t('actions.ticket')}
          {...button}
        />
      ) : (
        <Button icon={<PrintRegular />} onClick={print} {...button}>
          {t('actions.ticket')}
        </Button>
      )}
      {requested ? (
        <Suspense fallback={null}>
          <TicketJob key={job} order={order} zone={zone} />
        </Suspense>
      ) : null}
    </>
  );
}
