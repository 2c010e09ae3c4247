import { makeStyles, Tooltip } from '@fluentui/react-components';

/**
 * A word longer than this many characters (a code, a pasted URL, "Cardamom-scented") is shortened with an
 * ellipsis: the widest column a shorter word makes is about the width a long one is cut at.
 */
export const LONG_WORD = 12;

const useStyles = makeStyles({
  // Lines break only at spaces: a table column is never narrower than its longest (shortened) word.
  words: { overflowWrap: 'normal', wordBreak: 'normal' },
  // Not even after a hyphen or a slash: 'OUT-06W8' and 'Asia/Beirut' stay whole.
  word: { whiteSpace: 'nowrap' },
  long: {
    display: 'inline-block',
    // About twelve characters: a long word never widens its column more than a short one, so every column
    // of a list fits at 1440 px beside the open sidebar whatever staff type.
    maxWidth: '7em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  },
});

const isLong = (word: string) => Array.from(word).length > LONG_WORD;

/**
 * Text in a table cell: it wraps between words, never inside one ("Mineral Water", "Asia/Beirut"); a
 * word too long for any column is cut with an ellipsis and the whole text shows in a tooltip. The text
 * stays whole in the page, so screen readers and search read all of it. `focusable` (default) lets the
 * keyboard reach the tooltip; inside a link, the link is what takes focus.
 */
export function Words({ text, focusable = true }: { text: string; focusable?: boolean }) {
  const styles = useStyles();
  const parts = text.split(/(\s+)/);
  const words = parts.map((part, i) =>
    /^\s*$/.test(part) ? (
      part
    ) : (
      <span key={i} className={isLong(part) ? styles.long : styles.word}>
        {part}
      </span>
    ),
  );
  if (!parts.some(isLong)) return <span className={styles.words}>{words}</span>;
  return (
    <Tooltip content={text} relationship="description" withArrow>
      <span className={styles.words} tabIndex={focusable ? 0 : undefined}>
        {words}
      </span>
    </Tooltip>
  );
}
