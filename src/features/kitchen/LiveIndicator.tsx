import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, CloudOffRegular, LiveRegular } from '@fluentui/react-icons';
import { useLiveStatus } from '../../api/events/liveStatus';
import { useNetworkStatus } from '../../lib/network';
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
  offline: { color: tokens.colorStatusDangerForeground1 },
});

/**
 * Whether the board hears of changes as they happen ("Live": new orders show within seconds), only at its
 * poll ("Polling", while live updates connect or reconnect), or not at all ("Offline": the server is out of
 * reach, whatever the stream last said). Words and an icon, announced politely.
 */
export function LiveIndicator({ pollSeconds }: { pollSeconds: number }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const stream = useLiveStatus();
  const { online } = useNetworkStatus();
  const state = !online ? 'offline' : stream === 'live' ? 'live' : 'polling';
  const explanation =
    state === 'offline'
      ? t('live.offlineHint')
      : state === 'live'
        ? t('live.liveHint')
        : t('live.pollingHint', { seconds: pollSeconds });
  return (
    <span
      className={mergeClasses(styles.root, state === 'live' && styles.live, state === 'offline' && styles.offline)}
      role="status"
      aria-label={t('live.label')}
      title={explanation}
    >
      {state === 'offline' ? (
        <CloudOffRegular aria-hidden="true" />
      ) : state === 'live' ? (
        <LiveRegular aria-hidden="true" />
      ) : (
        <ArrowSyncRegular aria-hidden="true" />
      )}
      {t(`live.${state}`)}
    </span>
  );
}
