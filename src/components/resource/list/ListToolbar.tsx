import { Button, Input, mergeClasses, Text, ToggleButton } from '@fluentui/react-components';
import { DismissRegular, GridRegular, SearchRegular, TableRegular } from '@fluentui/react-icons';
import type { BaseRecord } from '../types';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ColumnChooser } from './ColumnChooser';
import { useResourceListStyles } from './ResourceList.styles';
import type { ResourceListController } from './useResourceList';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { recordsText } from '../text';

const VIEWS = ['table', 'card'] as const;

/** Search, clear filters and the table/cards switch over the list. */
export function ListToolbar<T extends BaseRecord>({ list }: { list: ResourceListController<T> }) {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  const { config, search, view } = list;
  return (
    <div className={styles.toolbar}>
      {config.search !== false ? (
        <Input
          className={styles.search}
          type="search"
          aria-label={t('list.search')}
          contentBefore={<SearchRegular aria-hidden="true" />}
          contentAfter={
            search.text ? (
              <Button
                appearance="transparent"
                size="small"
                aria-label={t('list.clearSearch')}
                icon={<DismissRegular />}
                onClick={() => search.setText('')}
              />
            ) : undefined
          }
          placeholder={tt(config.search || undefined) ?? t('list.searchPlaceholder', { entity: tt(config.entity) })}
          value={search.text}
          onChange={(_, d) => search.setText(d.value)}
        />
      ) : null}
      {list.activeColumnFilters ? (
        <Button appearance="subtle" icon={<DismissRegular />} onClick={list.clearFilters}>
          {t('list.clearFilters', { count: list.activeColumnFilters })}
        </Button>
      ) : null}
      <div className={styles.spacer} />
      {list.cards ? null : <ColumnChooser visibility={list.visibility} />}
      {config.cards && list.onViewChange ? (
        <div className={styles.viewToggle} role="group" aria-label={t('list.view')}>
          {VIEWS.map((v) => (
            <ToggleButton
              key={v}
              size="small"
              checked={view === v}
              appearance={view === v ? 'primary' : 'subtle'}
              icon={v === 'table' ? <TableRegular /> : <GridRegular />}
              onClick={() => list.switchView(v)}
            >
              {v === 'table' ? t('list.table') : t('list.cards')}
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
  const { t } = useTranslation(['kit', 'common']);
  const { config, selection } = list;
  const count = selection.selected.size;
  if (!list.canSelect) return null;
  return (
    <div
      className={mergeClasses(styles.selection, !count && styles.selectionIdle)}
      role="region"
      aria-label={t('list.bulkActions')}
    >
      {count ? <Text weight="semibold">{t('list.selected', { count })}</Text> : null}
      <BulkDeleteButton
        count={count}
        onConfirm={selection.deleteSelected}
        detail={t('list.bulkDeleteDetail', { things: recordsText(config, count, tt) })}
        access={list.access.remove}
        className={styles.touchTarget}
      />
      {count ? (
        <Button appearance="subtle" onClick={selection.clear}>
          {t('list.clearSelection')}
        </Button>
      ) : null}
    </div>
  );
}
