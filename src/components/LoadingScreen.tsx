import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTypography } from './typography';
import { useSafeText } from './safeText';

// A CSS ring rather than Fluent's Spinner: this file is on the boot path of every route, including the
// budgeted /login route, and the ring costs a fraction of the Spinner component.
const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  inline: {
    minHeight: '40vh',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'center',
    justifyContent: 'center',
  },
  ring: {
    display: 'inline-block',
    boxSizing: 'border-box',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } } as never,
    animationDuration: '0.8s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
  small: {
    width: '16px',
    height: '16px',
    border: `2px solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
  },
  label: { color: tokens.colorNeutralForeground2 },
});

/** A spinning ring; `size="small"` fits inside a button. Decorative unless given a label. */
export function BusyRing({ size = 'medium', className }: { size?: 'small' | 'medium'; className?: string }) {
  const styles = useStyles();
  return <span aria-hidden="true" className={mergeClasses(styles.ring, size === 'small' && styles.small, className)} />;
}

/** Whole-page spinner shown while the app boots (config, settings, stored session): English until the catalogue loads. */
export function LoadingScreen({ label }: { label?: string }) {
  const styles = useStyles();
  const type = useTypography();
  const t = useSafeText();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <BusyRing />
      <span className={mergeClasses(type.body1, styles.label)}>{label ? t(label) : t('common:loading')}</span>
    </div>
  );
}

/** Spinner for a page loading inside the shell. */
export function PageSpinner() {
  const styles = useStyles();
  const type = useTypography();
  const t = useSafeText();
  return (
    <div className={styles.inline} role="status" aria-live="polite">
      <BusyRing />
      <span className={mergeClasses(type.caption1, styles.label)}>{t('common:loading')}</span>
    </div>
  );
}
