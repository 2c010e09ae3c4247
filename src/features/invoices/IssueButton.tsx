import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { GuardedButton } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import type { InvoiceActions } from './useInvoiceActions';

/** Issue, after the user confirms: issuing numbers the draft and locks it for good. */
export function IssueButton({ action }: { action: InvoiceActions['issue'] }) {
  const { t } = useTranslation(['billing', 'words']);
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
      <Dialog open={open} modalType="alert" onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface style={{ maxWidth: 460 }}>
          <DialogBody>
            <DialogTitle>{t('issue.title')}</DialogTitle>
            <DialogContent>{t('issue.body')}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('words:cancel')}
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  void action.run();
                }}
              >
                {t('issue.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
