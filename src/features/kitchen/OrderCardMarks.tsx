import { makeStyles, mergeClasses, MessageBarTitle, tokens } from '@fluentui/react-components';
import { FlagFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { DismissibleNote } from './DismissibleNote';
import { changeText, type OrderChange } from './orderChanges';

const useStyles = makeStyles({
  urgent: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  count: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  allReady: {
    color: tokens.colorPaletteGreenForeground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGreenBorderActive}`,
  },
  changes: {
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
    fontSize: tokens.fontSizeBase400,
    // Within the card however narrow its column: a long word wraps rather than pushing the dismiss button out.
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  changeList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  // One flash over the whole card (twice on and off, 1.6 s) when it changed; none where motion is reduced.
  flash: {
    position: 'absolute',
    inset: 0,
    pointerEvents: 'none',
    borderRadius: 'inherit',
    backgroundColor: tokens.colorPaletteMarigoldBackground3,
    opacity: 0,
    animationName: { '0%': { opacity: 0 }, '25%': { opacity: 0.55 }, '50%': { opacity: 0 } },
    animationDuration: '0.8s',
    animationIterationCount: 2,
    animationTimingFunction: 'ease-in-out',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

/** The urgent mark in the card's head. */
export function UrgentMark() {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <span className={styles.urgent}>
      <FlagFilled aria-hidden="true" />
      {t('card.urgent')}
    </span>
  );
}

/** "3 of 5 ready", green once all are. */
export function ReadyCount({ ready, total }: { ready: number; total: number }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <span className={mergeClasses(styles.count, ready === total && styles.allReady)}>
      {t('card.readyCount', { ready, total })}
    </span>
  );
}

/** One flash over the whole card; a new `flash` number flashes it again. */
export function CardFlash({ flash }: { flash: number }) {
  const styles = useStyles();
  return <span key={flash} className={styles.flash} aria-hidden="true" data-card-flash={flash} />;
}

/** What changed in the order since the cook last read its card ("Hummus: quantity 3 → 5"), until dismissed or acted on. */
export function ChangeNote({ changes, onDismiss }: { changes: readonly OrderChange[]; onDismiss: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  return (
    <DismissibleNote
      intent="warning"
      role="status"
      className={styles.changes}
      dismissLabel={t('changes.dismiss')}
      onDismiss={onDismiss}
    >
      <MessageBarTitle>{t('changes.title')}</MessageBarTitle>
      <ul className={styles.changeList}>
        {changes.map((change, index) => (
          <li key={index}>{changeText(change)}</li>
        ))}
      </ul>
    </DismissibleNote>
  );
}
