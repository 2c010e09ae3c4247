import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGenerateInvoiceMutation } from '../../api/generated/billing';
import { isFetchBaseQueryError } from '../../api/errors';
import { toWriteError, useKitEnv } from '../../components/resource';
import { kitchenZone } from '../../lib/zones';
import { paths } from '../../resources/paths';
import { useTranslation } from '../../i18n/useTranslation';
import { lastMonth, periodProblem } from './period';

/**
 * "Bill this client": the period (last month in the kitchen's days unless changed), POST /invoices/generate,
 * then the new draft's drawer. A period with nothing to bill is the server's 409, shown in its own words.
 */
export function useBillClient(organizationId: number) {
  const { t } = useTranslation('billing');
  const { settings } = useKitEnv();
  const navigate = useNavigate();
  const [generate, { isLoading }] = useGenerateInvoiceMutation();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(() => lastMonth(kitchenZone(settings)));
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const show = (next: boolean) => {
    setOpen(next);
    if (next) {
      setPeriod(lastMonth(kitchenZone(settings)));
      setProblem(null);
      setRefusal(null);
    }
  };

  const submit = async () => {
    const wrong = periodProblem(period);
    setProblem(wrong === 'order' ? t('bill.badPeriod') : wrong ? t('bill.required') : null);
    if (wrong) return;
    setRefusal(null);
    try {
      const made = await generate({ invoiceGenerate: { organization: organizationId, ...period } }).unwrap();
      setOpen(false);
      await navigate(paths.invoices.show(made.data.id));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };

  return {
    open,
    show,
    period,
    setFrom: (from: string | null) => setPeriod((p) => ({ ...p, from: from ?? '' })),
    setTo: (to: string | null) => setPeriod((p) => ({ ...p, to: to ?? '' })),
    problem,
    refusal,
    busy: isLoading,
    submit,
  };
}

/** The server's own words for a 409 ("nothing to bill"), in every language; else the usual error text. */
function refusalText(error: unknown): string {
  const data = isFetchBaseQueryError(error) ? (error.data as { message?: unknown } | undefined) : undefined;
  if (isFetchBaseQueryError(error) && error.status === 409 && typeof data?.message === 'string') return data.message;
  return toWriteError(error).message;
}

export type BillClient = ReturnType<typeof useBillClient>;
