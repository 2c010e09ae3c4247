import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useId, useState, type FormEvent } from 'react';
import { rejectReasonError } from './transitions';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  textarea: { minHeight: '120px', fontSize: tokens.fontSizeBase400 },
  big: { minHeight: '52px', minWidth: '160px', fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
  alert: { fontSize: tokens.fontSizeBase400 },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteRedForeground2,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

interface RejectDialogProps {
  orderLabel: string;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks why an order is rejected; the reason is required. Mounted only while open. */
export function RejectDialog({ orderLabel, onReject, onCancel }: RejectDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const alertId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rejectReasonError(reason);
    setError(problem);
    if (!problem) onReject(reason.trim());
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('reject.title', { number: orderLabel })}</DialogTitle>
            <DialogContent className={styles.content}>
              {error ? (
                <MessageBar intent="error" layout="multiline" role="alert" id={alertId} className={styles.alert}>
                  <MessageBarBody>
                    <MessageBarTitle>{t('reject.missingTitle')}</MessageBarTitle>
                    {t('reject.required')}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('reject.reason')} required size="large" validationState={error ? 'error' : 'none'}>
                <Textarea
                  className={styles.textarea}
                  resize="vertical"
                  value={reason}
                  aria-describedby={error ? alertId : undefined}
                  onChange={(_, data) => {
                    setReason(data.value);
                    if (error && data.value.trim()) setError(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button className={styles.big} size="large" onClick={onCancel}>
                {t('reject.cancel')}
              </Button>
              <Button
                className={mergeClasses(styles.big, styles.danger)}
                size="large"
                appearance="primary"
                type="submit"
              >
                {t('reject.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
