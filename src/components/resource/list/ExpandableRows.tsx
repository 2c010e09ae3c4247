import { Button, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMirrorInRtl } from '../../../i18n';

/** Expandable rows for the kit's table (config.expandRow): which rows are open, the toggle cell, the detail row. */

export interface ExpandedRows {
  open: Set<number>;
  toggle: (id: number) => void;
}

export function useExpandedRows(): ExpandedRows {
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return useMemo(() => ({ open, toggle }), [open, toggle]);
}

const STACKED = '@media (max-width: 639.98px)';

const useStyles = makeStyles({
  cell: { width: '44px', [STACKED]: { width: 'auto', height: 'auto', padding: 0 } },
  toggle: { '@media (max-width: 639.98px), (pointer: coarse)': { minWidth: '44px', minHeight: '44px' } },
  // Stacked rows (phones): the detail is a block under its card, as wide as the card.
  row: { [STACKED]: { display: 'block' } },
  detail: {
    backgroundColor: tokens.colorNeutralBackground2,
    paddingBlock: '8px 12px',
    paddingInline: '56px 12px',
    [STACKED]: { display: 'block', padding: '8px', minWidth: 0 },
  },
});

export function ExpandCell({ id, state }: { id: number; state: ExpandedRows }) {
  const styles = useStyles();
  const isOpen = state.open.has(id);
  const { t } = useTranslation(['kit', 'common']);
  const mirror = useMirrorInRtl();
  return (
    <TableCell className={styles.cell}>
      <Button
        appearance="subtle"
        size="small"
        aria-label={isOpen ? t('list.collapseRow') : t('list.expandRow')}
        aria-expanded={isOpen}
        aria-controls={`expanded-row-${id}`}
        className={styles.toggle}
        icon={isOpen ? <ChevronDownRegular /> : <ChevronRightRegular className={mirror} />}
        onClick={() => state.toggle(id)}
      />
    </TableCell>
  );
}

export function ExpandedRow({ id, span, children }: { id: number; span: number; children: ReactNode }) {
  const styles = useStyles();
  return (
    <TableRow id={`expanded-row-${id}`} className={styles.row}>
      <TableCell colSpan={span} className={styles.detail}>
        {children}
      </TableCell>
    </TableRow>
  );
}
