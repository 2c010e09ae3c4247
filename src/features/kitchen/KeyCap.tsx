import { makeStyles, tokens } from '@fluentui/react-components';
import { useVisuallyHiddenStyles } from '../../components/a11y/visuallyHidden';
import { useDirection } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { mirrorKey } from './keymap';

const useStyles = makeStyles({
  cap: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.75em',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomWidth: tokens.strokeWidthThicker,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
});

/** Keys whose names the catalogue translates (the others show as the browser names them: F5, Insert…). */
const NAMED = ['Enter', 'Space', 'Backspace', 'Delete', 'Home', 'End', 'PageUp', 'PageDown'] as const;
type Named = (typeof NAMED)[number];
const ARROWS = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' } as const;
type Arrow = keyof typeof ARROWS;

/** A key in words, as KeyCap shows it ('Left arrow', 'Enter', 'R'), for a label read aloud. */
export function useKeyWords() {
  const { t } = useTranslation('kitchen');
  const dir = useDirection();
  return (name: string) => {
    const shown = mirrorKey(name, dir);
    if (shown in ARROWS) return t(`keys.names.${shown as Arrow}`);
    return (NAMED as readonly string[]).includes(shown) ? t(`keys.names.${shown as Named}`) : shown;
  };
}

/**
 * A key as the keyboard shows it, for a key map stored left to right (keymap.ts): in right to left the
 * arrows are drawn mirrored, as they act. Arrows are drawn as arrows and named in words for screen readers.
 */
export function KeyCap({ name }: { name: string }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const words = useKeyWords();
  const shown = mirrorKey(name, useDirection());
  if (shown in ARROWS)
    return (
      <kbd className={styles.cap}>
        <span aria-hidden="true">{ARROWS[shown as Arrow]}</span>
        <span className={hidden.hidden}>{words(name)}</span>
      </kbd>
    );
  return (
    <kbd className={styles.cap} dir="auto">
      {words(name)}
    </kbd>
  );
}
