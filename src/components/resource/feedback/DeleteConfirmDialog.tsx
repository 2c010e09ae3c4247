import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ConfirmDialog } from './ConfirmDialog';

/** The 'Are you sure?' dialog of ConfirmDelete. */
export default function DeleteConfirmDialog({
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
    <ConfirmDialog
      open={open}
      title={t('confirm.title')}
      confirmLabel={t('words:delete')}
      onAnswer={(yes) => {
        setOpen(false);
        if (yes) onConfirm();
      }}
    >
      {detail ?? t('confirm.detail')}
    </ConfirmDialog>
  );
}
