import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  big: { minHeight: '52px', minWidth: '160px', fontSize: tokens.fontSizeBase400, whiteSpace: 'nowrap' },
});

interface CompleteAnywayDialogProps {
  orderLabel: string;
  ready: number;
  total: number;
  onComplete: () => void;
  onCancel: () => void;
}

/** Expo completing an order whose items are not all ready: says how many are, and asks first. Mounted while open. */
export function CompleteAnywayDialog({ orderLabel, ready, total, onComplete, onCancel }: CompleteAnywayDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('completeAnyway.title', { number: orderLabel })}</DialogTitle>
          <DialogContent className={styles.content}>
            {t('completeAnyway.body', { ready, total, left: total - ready })}
          </DialogContent>
          <DialogActions>
            <Button className={styles.big} size="large" onClick={onCancel}>
              {t('completeAnyway.cancel')}
            </Button>
            <Button className={styles.big} size="large" appearance="primary" onClick={onComplete}>
              {t('actions.completeAnyway')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
