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

export interface ConfirmDialogProps {
  /** Shown (default); kept mounted while closed by a caller that opens it again. */
  open?: boolean;
  title: string;
  /** The question: what the action will do. */
  children: ReactNode;
  /** The button that goes ahead ("Delete", "Issue"); the other is Cancel. */
  confirmLabel: string;
  /** The user's answer: true for the confirm button; false for Cancel, Escape or a click outside. */
  onAnswer: (yes: boolean) => void;
  /** The dialog's width at most, in px. */
  maxWidth?: number;
  /** The dialog's name, where it should be read out rather than taken from the title. */
  'aria-label'?: string;
}

/** A question asked before an action that cannot be taken back: the title, what it will do, Cancel and the action. */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  onAnswer,
  maxWidth = 420,
  'aria-label': ariaLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('words');
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onAnswer(false)}>
      <DialogSurface aria-label={ariaLabel} style={{ maxWidth }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              {t('cancel')}
            </Button>
            <Button appearance="primary" onClick={() => onAnswer(true)}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
