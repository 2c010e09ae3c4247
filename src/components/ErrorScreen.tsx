import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
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
  const t = useSafeText();
  return (
    <div className={styles.root}>
      <div className={styles.panel} role="alert">
        <Title2 as="h1">{t(title)}</Title2>
        {message ? <Text className={styles.detail}>{message}</Text> : null}
        <Button appearance="primary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common:retrying') : t('common:retry')}
        </Button>
      </div>
    </div>
  );
}
