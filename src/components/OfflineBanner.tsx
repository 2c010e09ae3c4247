import { makeStyles, mergeClasses, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useTranslation } from '../i18n/useTranslation';
import { isolate } from '../i18n';
import { useNetworkStatus } from '../lib/network';
import { formatTimeInZone } from '../lib/zones';

const useStyles = makeStyles({
  // In the page's flow, never floating over it: at 390 px it pushes the content down instead of covering it
  // (and never shrinks under it in a scrolling column such as a drawer's body).
  region: { flexShrink: 0 },
  bar: { flexShrink: 0 },
});

interface OfflineBannerProps {
  /** The zone the time is shown in (the kitchen's: one clock for every screen). */
  zone: string;
  className?: string;
  /**
   * The shell's banner is a polite live region that stays in the page (empty while online), so a screen
   * reader hears it appear. A drawer or modal over the shell shows a copy without one (`live={false}`): it
   * announces going offline through its own status (the auto-save indicator) and takes no room while online.
   */
  live?: boolean;
}

/**
 * "Offline since 12:04 pm. Showing what was loaded; changes cannot be saved until the connection returns."
 * while the server is out of reach, gone as soon as it answers again.
 */
export function OfflineBanner({ zone, className, live = true }: OfflineBannerProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { online, offlineSince } = useNetworkStatus();
  const since = offlineSince === null ? '' : formatTimeInZone(new Date(offlineSince).toISOString(), zone);
  const banner = online ? null : (
    <MessageBar
      intent="warning"
      layout="multiline"
      icon={<CloudOffRegular />}
      className={mergeClasses(styles.bar, className)}
    >
      <MessageBarBody>
        <MessageBarTitle>{t('offline.title', { time: isolate(since) })}</MessageBarTitle>
        {t('offline.body')}
      </MessageBarBody>
    </MessageBar>
  );
  if (!live) return banner;
  return (
    <div role="status" aria-live="polite" aria-label={t('offline.region')} className={styles.region}>
      {banner}
    </div>
  );
}
