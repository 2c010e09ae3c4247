import { mergeClasses, TableHeaderCell } from '@fluentui/react-components';
import { ColumnFilterButton } from '../filters/ColumnFilterButton';
import type { BaseRecord, ResourceColumn } from '../types';
import { filterValue } from './listState';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';
import { useTranslateText } from '../../../i18n';

/** A column's header: sorts on click when it has a sort field, and carries the column's filter. */
export function ColumnHeaderCell<T extends BaseRecord>({
  list,
  col,
}: {
  list: ResourceListController<T>;
  col: ResourceColumn<T>;
}) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const sortable = !!col.sortField;
  const direction =
    sortable && col.id === list.sortColumn ? (list.sorter?.order === 'desc' ? 'descending' : 'ascending') : undefined;
  return (
    <TableHeaderCell
      className={mergeClasses(
        styles.headerCell,
        col.filter && styles.headerFiltered,
        col.id === 'actions' && styles.actionsHeader,
      )}
      button={{ className: styles.headerInner }}
      sortable={sortable}
      sortDirection={direction}
      onClick={sortable ? () => list.sortBy(col.sortField!) : undefined}
      aside={
        col.filter
          ? {
              className: styles.headerAside,
              children: (
                <ColumnFilterButton
                  title={tt(col.title)}
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
