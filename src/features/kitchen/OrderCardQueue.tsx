import { makeStyles, tokens } from '@fluentui/react-components';
import { CloudArrowUpRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../store/hooks';
import type { BoardReport } from './queue';
import { refusalText } from './refusal';
import { DismissibleNote } from './DismissibleNote';

const useStyles = makeStyles({
  waiting: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  refusal: { margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`, fontSize: tokens.fontSizeBase400 },
});

/** A card whose tap is queued says so: the change shows, and it is sent when the network is back. */
export function WaitingToSend() {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <p className={styles.waiting} role="status" title={t('queue.waitingHint')}>
      <CloudArrowUpRegular className={styles.icon} aria-hidden="true" />
      {t('queue.waiting')}
    </p>
  );
}

/** A queued tap the server refused: what happened to the order instead, until the cook dismisses it. */
export function RefusedTap({
  report,
  zone,
  onDismiss,
}: {
  report: BoardReport;
  zone: string;
  onDismiss: (key: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  const me = useAppSelector((state) => state.session.profile?.display_name);
  return (
    <DismissibleNote
      intent="warning"
      role="alert"
      className={styles.refusal}
      dismissLabel={t('queue.dismiss')}
      onDismiss={() => onDismiss(report.key)}
    >
      {refusalText(report, zone, me)}
    </DismissibleNote>
  );
}
