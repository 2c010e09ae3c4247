import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useMirrorInRtl } from '../../i18n';

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    paddingInlineStart: tokens.spacingHorizontalL,
    maxHeight: '240px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  toggle: { paddingInlineStart: 0, minWidth: 'auto' },
});

/** Every problem of a failed job, one per line of the file, behind a 'Show all N problems' toggle. */
export function JobProblems({ lines, initiallyOpen = false }: { lines: string[]; initiallyOpen?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('jobs');
  const mirrored = useMirrorInRtl();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  if (lines.length === 0) return null;
  return (
    <div>
      <Button
        appearance="transparent"
        size="small"
        className={styles.toggle}
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular className={mirrored} />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('problems.hide') : t('problems.show', { count: lines.length })}
      </Button>
      {open ? (
        // Scrolls when long; focusable so the keyboard can scroll it too.
        <ul id={listId} className={styles.list} aria-label={t('problems.label')} tabIndex={0}>
          {lines.map((line, i) => (
            <li key={i} dir="auto">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
