import { ExportButton, useAccess } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';

/** 'Export Orders' and 'Export Order Items' (each with its own permission). */
export function OrderExports({ filters }: { filters: Record<string, string> }) {
  const orders = useAccess('orders', 'export');
  const items = useAccess('order-items', 'export');
  const { t } = useTranslation('orders');
  return (
    <>
      <ExportButton resource="orders" filters={filters} access={orders} label={t('orders.export')} />
      <ExportButton resource="order-items" filters={{}} access={items} label={t('orders.exportItems')} />
    </>
  );
}
