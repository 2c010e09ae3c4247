import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  pageButton: { minHeight: '52px', minWidth: '140px', fontSize: tokens.fontSizeBase400 },
  pageText: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

/** Previous and Next with big buttons, and "Page 2 of 3" between them; nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button
        size="large"
        className={styles.pageButton}
        icon={<ChevronLeftRegular />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span className={styles.pageText} aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        size="large"
        className={styles.pageButton}
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

/**
 * A page emptied by orders moving on: once the list has answered (`answer`, a new object per answer), the
 * board goes back to the last page that has orders.
 */
export function useLastPageKept(answer: unknown, page: number, pages: number, onPage: (page: number) => void) {
  useEffect(() => {
    if (answer && page > pages) onPage(pages);
  }, [answer, page, pages, onPage]);
}
