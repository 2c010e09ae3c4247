import { LockClosedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog, GuardedButton } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import type { InvoiceActions } from './useInvoiceActions';

/** Issue, after the user confirms: issuing numbers the draft and locks it for good. */
export function IssueButton({ action }: { action: InvoiceActions['issue'] }) {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  if (!action.shown) return null;
  return (
    <>
      <GuardedButton
        access={action.access}
        appearance="primary"
        icon={<LockClosedRegular />}
        disabled={action.busy}
        onClick={() => setOpen(true)}
      >
        {t('issue.action')}
      </GuardedButton>
      <ConfirmDialog
        open={open}
        title={t('issue.title')}
        maxWidth={460}
        confirmLabel={t('issue.confirm')}
        onAnswer={(yes) => {
          setOpen(false);
          if (yes) void action.run();
        }}
      >
        {t('issue.body')}
      </ConfirmDialog>
    </>
  );
}
