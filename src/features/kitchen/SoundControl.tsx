import { Button, mergeClasses } from '@fluentui/react-components';
import { Speaker2Filled, SpeakerOffFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useBoardControlsStyles } from './BoardControls.styles';
import type { SoundState } from './chime';

/** "Enable sound" while the browser blocks audio; a quiet test button once it plays. */
export function SoundControl({
  sound,
  onEnable,
  onTest,
  compact,
}: {
  sound: SoundState;
  onEnable: () => void;
  onTest: () => void;
  /** Phones: the icon alone, named by its label. */
  compact?: boolean;
}) {
  const styles = useBoardControlsStyles();
  const { t } = useTranslation('kitchen');
  if (sound === 'blocked')
    return (
      <Button
        size="large"
        className={mergeClasses(styles.enable, compact && styles.compactSound)}
        icon={<SpeakerOffFilled />}
        aria-label={compact ? t('sound.enable') : undefined}
        title={compact ? t('sound.enable') : undefined}
        onClick={onEnable}
      >
        {compact ? null : t('sound.enable')}
      </Button>
    );
  if (sound === 'ready')
    return (
      <Button
        appearance="subtle"
        size="large"
        className={mergeClasses(styles.soundOn, compact && styles.compactSound)}
        icon={<Speaker2Filled />}
        aria-label={compact ? t('sound.test') : undefined}
        title={compact ? t('sound.test') : undefined}
        onClick={onTest}
      >
        {compact ? null : t('sound.test')}
      </Button>
    );
  if (sound === 'unsupported') return <span className={mergeClasses(styles.muted)}>{t('sound.unsupported')}</span>;
  return null;
}
