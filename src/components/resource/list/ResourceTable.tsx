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
import { ColumnFilterButton } from '../filters/ColumnFilterButton';
import { filterValue } from './listState';
import type { BaseRecord, ResourceColumn } from '../types';
import { ExpandCell, ExpandedRow } from './ExpandableRows';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';

const DEFAULT_MIN_WIDTH = 120;

/** The list as a table: sortable and filterable headers, row selection, expandable rows. */
export function ResourceTable<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const { config, columns, rows, selection, expanded, canSelect } = list;
  const { selected } = selection;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  const span = columns.length + (canSelect ? 1 : 0) + (config.expandRow ? 1 : 0);
  const minWidth = columns.reduce(
    (sum, c) => sum + (c.minWidth ?? DEFAULT_MIN_WIDTH),
    (list.access.remove.can ? 48 : 0) + (config.expandRow ? 44 : 0),
  );
  return (
    <div className={styles.scroller}>
      <Table aria-label={config.label} className={styles.grid} style={{ minWidth }}>
        <TableHeader>
          <TableRow className={styles.headerRow}>
            {config.expandRow ? <TableHeaderCell style={{ width: 44 }} aria-label="Expand" /> : null}
            {canSelect ? (
              <TableHeaderCell className={styles.selectCell}>
                <Checkbox
                  aria-label="Select all rows"
                  checked={allSelected ? true : someSelected ? 'mixed' : false}
                  onChange={(_, d) => selection.set(d.checked ? rows.map((r) => r.id) : [])}
                />
              </TableHeaderCell>
            ) : null}
            {columns.map((col) => (
              <HeaderCell key={col.id} list={list} col={col} />
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((item) => {
            const isSelected = selected.has(item.id);
            return [
              <TableRow
                key={item.id}
                className={isSelected ? styles.selectedRow : undefined}
                aria-selected={canSelect ? isSelected : undefined}
              >
                {config.expandRow ? <ExpandCell id={item.id} state={expanded} /> : null}
                {canSelect ? (
                  <TableCell className={styles.selectCell}>
                    <Checkbox
                      aria-label={`Select ${config.recordName(item)}`}
                      checked={isSelected}
                      onChange={(_, d) => selection.toggle(item.id, !!d.checked)}
                    />
                  </TableCell>
                ) : null}
                {columns.map((col) => (
                  <TableCell key={col.id} className={mergeClasses(styles.cell, col.id === 'actions' && styles.sticky)}>
                    <div className={styles.cellInner}>{col.column.renderCell(item)}</div>
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

/** A column's header: sorts on click when it has a sort field, and carries the column's filter. */
function HeaderCell<T extends BaseRecord>({ list, col }: { list: ResourceListController<T>; col: ResourceColumn<T> }) {
  const styles = useResourceListStyles();
  const sortable = !!col.sortField;
  const direction =
    sortable && col.id === list.sortColumn ? (list.sorter?.order === 'desc' ? 'descending' : 'ascending') : undefined;
  return (
    <TableHeaderCell
      className={mergeClasses(
        styles.headerCell,
        col.id === 'actions' && styles.sticky,
        col.id === 'actions' && styles.stickyHeader,
      )}
      button={{ className: styles.headerInner }}
      style={{ minWidth: col.minWidth ?? DEFAULT_MIN_WIDTH }}
      sortable={sortable}
      sortDirection={direction}
      onClick={sortable ? () => list.sortBy(col.sortField!) : undefined}
      aside={
        col.filter
          ? {
              className: styles.headerAside,
              children: (
                <ColumnFilterButton
                  title={col.title}
                  filter={col.filter}
                  value={filterValue(list.state, col.id)}
                  onApply={(value) => list.filterBy(col, value)}
                />
              ),
            }
          : undefined
      }
    >
      {col.column.renderHeaderCell()}
    </TableHeaderCell>
  );
}
