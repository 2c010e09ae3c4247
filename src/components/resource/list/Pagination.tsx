import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useMirrorInRtl, useTranslateText } from '../../../i18n';
import { countText } from '../text';
import { useTranslation } from '../../../i18n/useTranslation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  total: { color: tokens.colorNeutralForeground2 },
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  pages: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  page: { minWidth: '32px' },
  ellipsis: { minWidth: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { minWidth: '110px' },
});

/** Page numbers to show: first, last, and two either side of the current page, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  list.forEach((n, i) => {
    if (i > 0 && n - list[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}

interface PaginationProps {
  current: number;
  pageSize: number;
  total: number;
  /**
   * The counted records: a plural catalogue key ('words:resources.menuItems.count' → "3 menu items"), or
   * (English only) the noun for many records ('menu items') with `one` the noun for one ('menu item').
   */
  entity: string;
  one?: string;
  pageSizes: number[];
  onChange: (current: number, pageSize: number) => void;
}

/** Footer: 'N {entity} in total', page-size changer and page buttons (the chevrons point the reading way). */
export function Pagination({ current, pageSize, total, entity, one, pageSizes, onChange }: PaginationProps) {
  const styles = useStyles();
  const sizeId = useId();
  const { t } = useTranslation(['kit', 'common']);
  const tt = useTranslateText();
  const mirror = useMirrorInRtl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <div className={styles.root}>
      <Text className={styles.total} role="status" aria-live="polite">
        {t('list.total', { things: countText(entity, total, tt(one ?? entity), tt(entity)) })}
      </Text>
      <div className={styles.controls}>
        <div className={styles.size}>
          <label htmlFor={sizeId}>
            <Text size={200}>{t('pagination.rowsPerPage')}</Text>
          </label>
          <Select
            id={sizeId}
            size="small"
            className={styles.select}
            value={String(pageSize)}
            onChange={(_, d) => onChange(1, Number(d.value))}
          >
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t('pagination.perPage', { size: n })}
              </option>
            ))}
          </Select>
        </div>
        <nav aria-label={t('pagination.label')}>
          <ul className={styles.pages}>
            <li>
              <Button
                size="small"
                appearance="subtle"
                icon={<ChevronLeftRegular className={mirror} />}
                aria-label={t('pagination.previous')}
                disabled={current <= 1}
                onClick={() => onChange(current - 1, pageSize)}
              />
            </li>
            {pageWindow(current, pages).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Button
                    size="small"
                    className={styles.page}
                    appearance={n === current ? 'primary' : 'subtle'}
                    aria-label={t('pagination.page', { page: n })}
                    aria-current={n === current ? 'page' : undefined}
                    onClick={() => n !== current && onChange(n, pageSize)}
                  >
                    {n}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button
                size="small"
                appearance="subtle"
                icon={<ChevronRightRegular className={mirror} />}
                aria-label={t('pagination.next')}
                disabled={current >= pages}
                onClick={() => onChange(current + 1, pageSize)}
              />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
