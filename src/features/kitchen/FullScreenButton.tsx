import { Button, makeStyles } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';

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
  return on ? (
    <Button
      size="large"
      appearance="primary"
      className={styles.button}
      icon={<FullScreenMinimizeRegular />}
      onClick={onExit}
      aria-label={compact ? 'Exit full screen' : undefined}
      title={compact ? 'Exit full screen' : undefined}
    >
      {compact ? null : 'Exit full screen'}
    </Button>
  ) : (
    <Button
      size="large"
      className={styles.button}
      icon={<FullScreenMaximizeRegular />}
      onClick={onEnter}
      aria-label={compact ? 'Full screen' : undefined}
      title={compact ? 'Full screen' : undefined}
    >
      {compact ? null : 'Full screen'}
    </Button>
  );
}
