import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/** The 'Are you sure?' dialog of ConfirmDelete. */
export function ConfirmDialog({
  open,
  setOpen,
  onConfirm,
  detail,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  onConfirm: () => void;
  detail?: ReactNode;
}) {
  const { t } = useTranslation(['kit', 'common', 'words']);
  return (
    <>
      <Dialog open={open} modalType="alert" onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface style={{ maxWidth: 420 }}>
          <DialogBody>
            <DialogTitle>{t('confirm.title')}</DialogTitle>
            <DialogContent>{detail ?? t('confirm.detail')}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('words:cancel')}
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                {t('words:delete')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

export default ConfirmDialog;
