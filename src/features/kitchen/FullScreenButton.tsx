import { Button, makeStyles } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({ button: { minHeight: '44px', minWidth: '44px' } });

/**
 * Enters the board's full-screen mode, or leaves it (the visible exit control, besides Escape). `compact`
 * (phones, a crowded header): the icon alone, named for screen readers.
 */
export function FullScreenButton({
  on,
  onEnter,
  onExit,
  compact = false,
}: {
  on: boolean;
  onEnter: () => void;
  onExit: () => void;
  compact?: boolean;
}) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return on ? (
    <Button
      size="large"
      appearance="primary"
      className={styles.button}
      icon={<FullScreenMinimizeRegular />}
      onClick={onExit}
      aria-label={compact ? t('wall.exit') : undefined}
      title={compact ? t('wall.exit') : undefined}
    >
      {compact ? null : t('wall.exit')}
    </Button>
  ) : (
    <Button
      size="large"
      className={styles.button}
      icon={<FullScreenMaximizeRegular />}
      onClick={onEnter}
      aria-label={compact ? t('wall.enter') : undefined}
      title={compact ? t('wall.enter') : undefined}
    >
      {compact ? null : t('wall.enter')}
    </Button>
  );
}
