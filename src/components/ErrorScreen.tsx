import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTypography } from './typography';
import { useSafeText } from './safeText';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalXL,
  },
  panel: {
    maxWidth: '460px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  detail: { color: tokens.colorNeutralForeground3 },
});

interface ErrorScreenProps {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Whole-page error with a Retry button (boot failures: config or settings). It may show before the
 * catalogue loads: its words are then English. `title` may be a catalogue key ('common:boot.startFailed').
 */
export function ErrorScreen({ title, message, onRetry, retrying }: ErrorScreenProps) {
  const styles = useStyles();
  const type = useTypography();
  const t = useSafeText();
  return (
    <div className={styles.root}>
      <div className={styles.panel} role="alert">
        <h1 className={type.title2}>{t(title)}</h1>
        {message ? <span className={mergeClasses(type.body1, styles.detail)}>{message}</span> : null}
        <Button appearance="primary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common:retrying') : t('common:retry')}
        </Button>
      </div>
    </div>
  );
}
