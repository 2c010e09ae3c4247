import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    paddingLeft: tokens.spacingHorizontalL,
    maxHeight: '240px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  toggle: { paddingLeft: 0, minWidth: 'auto' },
});

/** Every problem of a failed job, one per line of the file, behind a 'Show all N problems' toggle. */
export function JobProblems({ lines, initiallyOpen = false }: { lines: string[]; initiallyOpen?: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  if (lines.length === 0) return null;
  return (
    <div>
      <Button
        appearance="transparent"
        size="small"
        className={styles.toggle}
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide problems' : `Show all ${lines.length} problem${lines.length === 1 ? '' : 's'}`}
      </Button>
      {open ? (
        // Scrolls when long; focusable so the keyboard can scroll it too.
        <ul id={listId} className={styles.list} aria-label="Problems" tabIndex={0}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
