import { makeStyles, Tooltip } from '@fluentui/react-components';

/** A word longer than this many characters (a code, a pasted URL) is shortened with an ellipsis. */
export const LONG_WORD = 18;

const useStyles = makeStyles({
  // Lines break only at spaces: a table column is never narrower than its longest (shortened) word.
  words: { overflowWrap: 'normal', wordBreak: 'normal' },
  long: {
    display: 'inline-block',
    maxWidth: '10em',
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
  if (!parts.some(isLong)) return <span className={styles.words}>{text}</span>;
  return (
    <Tooltip content={text} relationship="description" withArrow>
      <span className={styles.words} tabIndex={focusable ? 0 : undefined}>
        {parts.map((part, i) =>
          isLong(part) ? (
            <span key={i} className={styles.long}>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </span>
    </Tooltip>
  );
}
