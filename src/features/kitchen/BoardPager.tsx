import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useMirrorInRtl } from '../../i18n';

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
  const { t } = useTranslation('kitchen');
  const mirror = useMirrorInRtl();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button
        size="large"
        className={styles.pageButton}
        icon={<ChevronLeftRegular className={mirror} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span className={styles.pageText} aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <Button
        size="large"
        className={styles.pageButton}
        icon={<ChevronRightRegular className={mirror} />}
        iconPosition="after"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
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
