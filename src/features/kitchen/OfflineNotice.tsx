import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { useTranslation } from '../../i18n/useTranslation';
import { formatTime } from '../../lib/dates';
import { isolate } from './words';

const useStyles = makeStyles({
  // Stays in view while the board is scrolled: every card below may have changed since.
  banner: { position: 'sticky', top: 0, zIndex: 1, fontSize: tokens.fontSizeBase400, boxShadow: tokens.shadow16 },
});

export interface OfflineNoticeProps {
  /** The board or the production sheet. */
  what: 'board' | 'sheet';
  /** Since when the server is out of reach (epoch ms); null while it answers. */
  offlineSince: number | null;
  /** When the data shown was the server's answer (epoch ms); null when there is none. */
  shownAt: number | null;
  /** Online, and still waiting for the first answer while the last one kept is shown. */
  fromSnapshot: boolean;
  /** The zone the times read in (the board's). */
  zone: string;
}

const clock = (ms: number, zone: string) => isolate(formatTime(DateTime.fromMillis(ms).setZone(zone)));

/**
 * Offline: "Offline since 12:04 pm, showing the board as it was at 12:03 pm", so nobody takes the cards for
 * the latest. Online while the board still loads from its kept copy, the same words say so, quietly.
 */
export function OfflineNotice({ what, offlineSince, shownAt, fromSnapshot, zone }: OfflineNoticeProps) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  if (offlineSince !== null)
    return (
      <MessageBar intent="warning" layout="multiline" role="alert" className={styles.banner}>
        <MessageBarBody>
          <MessageBarTitle>{t('offline.title', { since: clock(offlineSince, zone) })}</MessageBarTitle>
          {shownAt !== null ? t(`offline.${what}`, { clock: clock(shownAt, zone) }) : t(`offline.${what}None`)}
        </MessageBarBody>
      </MessageBar>
    );
  if (fromSnapshot && shownAt !== null)
    return (
      <MessageBar intent="info" layout="multiline" role="status">
        <MessageBarBody>{t(`offline.${what}Loading`, { clock: clock(shownAt, zone) })}</MessageBarBody>
      </MessageBar>
    );
  return null;
}
