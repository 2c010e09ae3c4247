import { Button, Input, mergeClasses, Text, ToggleButton } from '@fluentui/react-components';
import { DismissRegular, GridRegular, SearchRegular, TableRegular } from '@fluentui/react-icons';
import type { BaseRecord } from '../types';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ColumnChooser } from './ColumnChooser';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';
import { useTranslateText } from '../../../i18n';

/** Search, clear filters and the table/cards switch over the list. */
export function ListToolbar<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { config, search, view } = list;
  return (
    <div className={styles.toolbar}>
      {config.search !== false ? (
        <Input
          className={styles.search}
          type="search"
          aria-label="Search"
          contentBefore={<SearchRegular aria-hidden="true" />}
          contentAfter={
            search.text ? (
              <Button
                appearance="transparent"
                size="small"
                aria-label="Clear search"
                icon={<DismissRegular />}
                onClick={() => search.setText('')}
              />
            ) : undefined
          }
          placeholder={tt(config.search || undefined) ?? `Search ${tt(config.label).toLowerCase()}`}
          value={search.text}
          onChange={(_, d) => search.setText(d.value)}
        />
      ) : null}
      {list.activeColumnFilters ? (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={list.clearFilters}>
          Clear filters ({list.activeColumnFilters})
        </Button>
      ) : null}
      <div className={styles.spacer} />
      {list.cards ? null : <ColumnChooser visibility={list.visibility} />}
      {config.cards && list.onViewChange ? (
        <div className={styles.viewToggle} role="group" aria-label="View">
          {(['table', 'card'] as const).map((v) => (
            <ToggleButton
              key={v}
              size="small"
              checked={view === v}
              appearance={view === v ? 'primary' : 'subtle'}
              icon={v === 'table' ? <TableRegular /> : <GridRegular />}
              onClick={() => list.switchView(v)}
            >
              {v === 'table' ? 'Table' : 'Cards'}
            </ToggleButton>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The bar of a list whose rows can be selected: how many are, the bulk action, Clear selection. */
export function BulkActions<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { config, selection } = list;
  const count = selection.selected.size;
  if (!list.canSelect) return null;
  return (
    <div
      className={mergeClasses(styles.selection, !count && styles.selectionIdle)}
      role="region"
      aria-label="Bulk actions"
    >
      {count ? <Text weight="semibold">{count} selected</Text> : null}
      <BulkDeleteButton
        count={count}
        onConfirm={selection.deleteSelected}
        detail={`${count} ${count === 1 ? tt(config.singular).toLowerCase() : tt(config.entity)} will be deleted. You will have a few seconds to undo.`}
        access={list.access.remove}
        className={styles.touchTarget}
      />
      {count ? (
        <Button appearance="subtle" onClick={selection.clear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
