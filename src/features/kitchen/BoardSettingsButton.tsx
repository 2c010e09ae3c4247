import { Button, makeStyles } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  button: { minHeight: '44px', minWidth: '44px' },
});

/** The board's settings button, in its header; `compact`: the icon alone, named by its label. */
export function BoardSettingsButton({ compact, onClick }: { compact: boolean; onClick: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <Button
      size="large"
      className={styles.button}
      icon={<SettingsRegular />}
      aria-haspopup="dialog"
      aria-label={compact ? t('settings.open') : undefined}
      title={compact ? t('settings.open') : undefined}
      onClick={onClick}
    >
      {compact ? null : t('settings.open')}
    </Button>
  );
}
