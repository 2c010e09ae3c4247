import { Button, Text } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { TagFilter } from '../filters/TagFilter';
import { gotNoAnswer } from '../offline';
import type { BaseRecord } from '../types';
import { RowActionsContext } from './columns';
import { ListHeader } from './ListHeader';
import { filterValue } from './listState';
import { BulkActions, ListToolbar } from './ListToolbar';
import { Pagination } from './Pagination';
import { useResourceListStyles } from './ResourceList.styles';
import { ResourceTable } from './ResourceTable';
import { useResourceList, type ResourceListController, type ResourceListProps } from './useResourceList';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

// Toasts load with the first toast (an undo countdown, an export notice).
const ToastHost = lazy(() => import(/* webpackChunkName: "kit-extras" */ '../feedback/ToastHost'));

/**
 * The list screen of a resource: breadcrumb, back and refresh, a debounced
 * (500 ms) search, Add New, column filters and sorting, page size and pages — all kept in the URL — per-row
 * edit and delete, bulk delete, import and export. The create modal and the detail drawer open over it
 * (the nested route's `<Outlet/>`).
 */
export function ResourceList<T extends BaseRecord>(props: ResourceListProps<T>) {
  const list = useResourceList(props);
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const { config, state, tagFilterColumn } = list;
  return (
    <RowActionsContext.Provider value={list.rowActions}>
      <div className={styles.root}>
        <ListHeader list={list} />
        <section className={styles.card} aria-label={t('list.listLabel', { label: tt(config.label) })}>
          <ListToolbar list={list} />
          {list.cards && tagFilterColumn?.filter?.kind === 'lookup' ? (
            <TagFilter
              source={tagFilterColumn.filter.source}
              label={tt(tagFilterColumn.title)}
              value={filterValue(state, tagFilterColumn.id)}
              onChange={(value) => list.tagFilterBy(tagFilterColumn.id, value)}
            />
          ) : null}
          <BulkActions list={list} />
          <div className={styles.progressSlot}>
            {list.isFetching && !list.isLoading ? (
              <div className={styles.progress} role="progressbar" aria-label={t('list.refreshing')} />
            ) : null}
          </div>
          <ListContent list={list} />
          {config.summary && list.meta && list.rows.length ? config.summary(list.meta) : null}
          <div className={styles.footer}>
            <Pagination
              current={state.current}
              pageSize={state.pageSize}
              total={list.total}
              entity={config.count ?? tt(config.entity)}
              one={tt(config.singular).toLowerCase()}
              pageSizes={list.pageSizes}
              onChange={list.changePage}
            />
          </div>
        </section>
        {list.toastsWanted ? (
          <Suspense fallback={null}>
            <ToastHost />
          </Suspense>
        ) : null}
        <Outlet />
      </div>
    </RowActionsContext.Provider>
  );
}

/** What stands between the toolbar and the pages: the error, the skeleton, the empty notice, cards or the table. */
function ListContent<T extends BaseRecord>({ list }: { list: ResourceListController<T> }): ReactNode {
  const styles = useResourceListStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const { config, rows, cards, state } = list;
  if (list.error && !list.hasData)
    return (
      <div role="alert" className={styles.alert}>
        <ErrorCircleRegular className={styles.alertIcon} aria-hidden="true" />
        <div className={styles.alertText}>
          <Text weight="semibold">{t('list.loadFailed', { entity: tt(config.entity) })}</Text>
          <Text>{gotNoAnswer(list.error) ? t('common:errors.network') : errorMessage(list.error)}</Text>
        </div>
        <Button onClick={() => list.refetch()}>{t('words:tryAgain')}</Button>
      </div>
    );
  if (list.isLoading) return <GridSkeleton rows={Math.min(state.pageSize, 8)} />;
  if (!rows.length)
    return (
      <div className={styles.empty}>
        <Text size={400} weight="semibold">
          {t('list.empty', { entity: tt(config.entity) })}
        </Text>
        {/* "Add the first one" only where Add New is offered (not on a report such as the ageing report). */}
        {state.filters.length ? (
          <Text>{t('list.emptyFiltered')}</Text>
        ) : list.access.create.can ? (
          <Text>{t('list.emptyHint')}</Text>
        ) : null}
      </div>
    );
  if (cards)
    return (
      <ul className={styles.cards} aria-label={tt(config.label)} style={{ listStyleType: 'none', margin: 0 }}>
        {rows.map((r) => (
          <li key={r.id}>{cards.render(r)}</li>
        ))}
      </ul>
    );
  return <ResourceTable list={list} />;
}

function GridSkeleton({ rows }: { rows: number }) {
  const styles = useResourceListStyles();
  const { t } = useTranslation(['kit', 'common', 'words']);
  return (
    <div role="status" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow}>
          {[28, 22, 18, 14].map((w) => (
            <div key={w} className={styles.bone} style={{ width: `${w}%` }} />
          ))}
        </div>
      ))}
    </div>
  );
}
