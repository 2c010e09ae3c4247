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
import { DELETE_CONFIRMATION } from './confirmText';

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
  return (
    <>
      <Dialog open={open} modalType="alert" onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface style={{ maxWidth: 420 }}>
          <DialogBody>
            <DialogTitle>{DELETE_CONFIRMATION}</DialogTitle>
            <DialogContent>{detail ?? 'You will have a few seconds to undo.'}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                Delete
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}

export default ConfirmDialog;
