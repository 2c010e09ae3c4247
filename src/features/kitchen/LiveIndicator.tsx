import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, LiveRegular } from '@fluentui/react-icons';
import { useLiveStatus } from '../../api/events/liveStatus';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginInlineStart: tokens.spacingHorizontalM,
    verticalAlign: 'bottom',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
  },
  live: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * Whether the board hears of changes as they happen ("Live": new orders show within seconds) or only
 * at its poll ("Polling", while live updates connect or reconnect). Words and an icon, announced politely.
 */
export function LiveIndicator({ pollSeconds }: { pollSeconds: number }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const live = useLiveStatus() === 'live';
  const explanation = live ? t('live.liveHint') : t('live.pollingHint', { seconds: pollSeconds });
  return (
    <span
      className={mergeClasses(styles.root, live && styles.live)}
      role="status"
      aria-label={t('live.label')}
      title={explanation}
    >
      {live ? <LiveRegular aria-hidden="true" /> : <ArrowSyncRegular aria-hidden="true" />}
      {live ? t('live.live') : t('live.polling')}
    </span>
  );
}
