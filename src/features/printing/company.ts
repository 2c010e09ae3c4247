import { useMemo } from 'react';
import { getRuntimeConfig } from '../../lib/config';
import { useAppSettings } from '../settings';
import type { InvoiceCompany } from './invoice';

/**
 * The company a printed billing document is from (an invoice, a statement): misc/settings' `company_name`
 * (else the app's configured name), `company_address` and `company_tax_number`.
 */
export function useDocumentCompany(): InvoiceCompany {
  const settings = useAppSettings();
  const name = settings.company_name || getRuntimeConfig().companyName;
  const address = settings.company_address ?? null;
  const taxNumber = settings.company_tax_number ?? null;
  return useMemo(() => ({ name, address, taxNumber }), [name, address, taxNumber]);
}
