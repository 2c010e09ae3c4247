import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { DrawerSave } from '../config';
import { useTranslation } from '../../../i18n/useTranslation';

/** A password has at least 8 characters; its confirmation is required and must match (English; shown from kit:password). */
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
export const CONFIRM_REQUIRED_MESSAGE = 'Confirm password is required';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function ChangePasswordDialog({
  open,
  onOpenChange,
  save,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: DrawerSave;
}) {
  const styles = useStyles();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setConfirm('');
    setErrors({});
    setFailure(null);
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: Array.from(password).length < 8 ? t('password.minLength') : undefined,
      confirm: !confirm ? t('password.confirmRequired') : confirm !== password ? t('password.differ') : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    const error = await save({ plaintext_password: password });
    setBusy(false);
    if (error) setFailure(error);
    else close();
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? onOpenChange(true) : close())}>
      <DialogSurface style={{ maxWidth: 440 }}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('password.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {failure ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t('password.new')}
                required
                validationMessage={errors.password}
                validationState={errors.password ? 'error' : 'none'}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(_, d) => setPassword(d.value)}
                />
              </Field>
              <Field
                label={t('password.confirm')}
                required
                validationMessage={errors.confirm}
                validationState={errors.confirm ? 'error' : 'none'}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(_, d) => setConfirm(d.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={busy}>
                {t('words:cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {busy ? t('words:saving') : t('password.title')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export default ChangePasswordDialog;
