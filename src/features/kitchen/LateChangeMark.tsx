import { makeStyles, tokens } from '@fluentui/react-components';
import { ClockAlarmFilled } from '@fluentui/react-icons';
import type { LateChange } from '../../api/generated/kitchen';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteDarkOrangeBorderActive}`,
    color: tokens.colorPaletteDarkOrangeForeground2,
    fontWeight: tokens.fontWeightSemibold,
    // A line of its own in the card's and the ticket's columns, as wide as its words.
    alignSelf: 'flex-start',
    margin: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media print': { border: '1px solid #000', color: '#000', margin: 0 },
  },
  label: { textTransform: 'uppercase', whiteSpace: 'nowrap' },
});

/**
 * "Late change": the order was created or changed after its cut-off, and what changed (issue 32). Shown on the
 * kitchen board's card, the kitchen ticket and the production sheet; nothing when the order has no mark.
 */
export function LateChangeMark({ lateChange }: { lateChange: LateChange | null | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation('kitchen');
  if (!lateChange) return null;
  const what = lateChange.changes.map((change) => t(`lateChange.changes.${change}`)).join(t('lateChange.separator'));
  return (
    <span className={styles.mark} data-late-change="">
      <ClockAlarmFilled aria-hidden="true" />
      <span className={styles.label}>{t('lateChange.title')}</span>
      {what ? <span>{what}</span> : null}
    </span>
  );
}
