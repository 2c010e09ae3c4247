import { makeStyles, ProgressBar } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigationPending } from '../../lib/navigationPending';

const useStyles = makeStyles({
  // Over the top edge of the page, so nothing below moves; shown only once a move takes noticeably long.
  bar: {
    position: 'absolute',
    insetInline: 0,
    top: 0,
    zIndex: 1,
    animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
    animationDuration: '1ms',
    animationDelay: '150ms',
    animationFillMode: 'both',
  },
});

/** A thin bar while the next screen's code or data is loading and the previous screen is still shown. */
export function NavigationProgress() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  if (!useNavigationPending()) return null;
  return <ProgressBar className={styles.bar} thickness="medium" aria-label={t('nav.loading')} />;
}
