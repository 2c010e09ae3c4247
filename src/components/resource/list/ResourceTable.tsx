import {
  Checkbox,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useVisuallyHiddenStyles } from '../../a11y/visuallyHidden';
import type { BaseRecord } from '../types';
import { ColumnHeaderCell } from './ColumnHeaderCell';
import { ExpandCell, ExpandedRow } from './ExpandableRows';
import { useResourceListStyles } from './ResourceList.styles';
import { Words } from './Words';
import type { ResourceListController } from './useResourceList';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * The list as a table: sortable and filterable headers, row selection, expandable rows. Only the columns
 * shown (the column chooser's choice) are rendered; their values wrap, so the table fits its card. Below
 * 640 px each row stacks into a card: the key column and the actions on top, the rest as label and value.
 */
export function ResourceTable<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const hidden = useVisuallyHiddenStyles();
  const { config, rows, selection, expanded, canSelect } = list;
  const columns = list.visibility.shown;
  const { selected } = selection;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  const span = columns.length + (canSelect ? 1 : 0) + (config.expandRow ? 1 : 0);
  const keyColumn = columns.find((c) => c.id !== 'actions')?.id;
  const cellClass = (id: string) =>
    mergeClasses(
      styles.cell,
      id === 'actions' ? styles.stackActions : id === keyColumn ? styles.stackTitle : styles.stackField,
    );
  return (
    <div className={styles.scroller}>
      <Table aria-label={tt(config.label)} className={styles.grid}>
        <TableHeader>
          <TableRow className={styles.headerRow}>
            {config.expandRow ? (
              <TableHeaderCell className={styles.expandHeader} style={{ width: 44 }}>
                <span className={hidden.hidden}>{t('list.expand')}</span>
              </TableHeaderCell>
            ) : null}
            {canSelect ? (
              <TableHeaderCell className={mergeClasses(styles.selectCell, styles.selectHeader)}>
                <Checkbox
                  className={styles.touchCheckbox}
                  input={{ className: styles.touchCheckboxInput }}
                  aria-label={t('list.selectAll')}
                  checked={allSelected ? true : someSelected ? 'mixed' : false}
                  onChange={(_, d) => selection.set(d.checked ? rows.map((r) => r.id) : [])}
                />
              </TableHeaderCell>
            ) : null}
            {columns.map((col) => (
              <ColumnHeaderCell key={col.id} list={list} col={col} />
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((item) => {
            const isSelected = selected.has(item.id);
            return [
              <TableRow
                key={item.id}
                className={mergeClasses(styles.row, isSelected && styles.selectedRow)}
                aria-selected={canSelect ? isSelected : undefined}
              >
                {config.expandRow ? <ExpandCell id={item.id} state={expanded} /> : null}
                {canSelect ? (
                  <TableCell className={styles.selectCell}>
                    <Checkbox
                      className={styles.touchCheckbox}
                      input={{ className: styles.touchCheckboxInput }}
                      aria-label={t('list.selectRow', { name: config.recordName(item) })}
                      checked={isSelected}
                      onChange={(_, d) => selection.toggle(item.id, !!d.checked)}
                    />
                  </TableCell>
                ) : null}
                {columns.map((col) => (
                  <TableCell key={col.id} className={cellClass(col.id)} data-label={tt(col.title)}>
                    <div className={styles.cellInner}>{wordsOf(col.column.renderCell(item))}</div>
                  </TableCell>
                ))}
              </TableRow>,
              config.expandRow && expanded.open.has(item.id) ? (
                <ExpandedRow key={`${item.id}-expanded`} id={item.id} span={span}>
                  {config.expandRow(item)}
                </ExpandedRow>
              ) : null,
            ];
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** A column's plain text value wraps between words only (see Words); anything else is shown as rendered. */
const wordsOf = (value: ReactNode) => (typeof value === 'string' ? <Words text={value} /> : value);
