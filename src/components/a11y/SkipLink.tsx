import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';

const useStyles = makeStyles({
  // Off screen until focused; then drawn over the page's top left corner.
  link: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    insetInlineStart: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'underline',
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': {
      transform: 'none',
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
});

/** The page's first focusable element: "Skip to main content", moving focus past the navigation. */
export function SkipLink({ target }: { target: string }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <a
      className={styles.link}
      href={`#${target}`}
      onClick={(e) => {
        const main = document.getElementById(target);
        if (!main) return;
        e.preventDefault();
        main.focus();
      }}
    >
      {t('skipToMain')}
    </a>
  );
}
