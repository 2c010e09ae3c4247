import { Button, createTableColumn, makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { GuardedButton } from '../GuardedButton';
import type { AccessResult, BaseRecord, ColumnFilter, ListArgs, ResourceColumn, SortField } from '../types';
import { translateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { isolate } from '../text';

/**
 * Column helpers for resource configs. Call them at module scope: each creates its Fluent column once
 * (createTableColumn), so the grid never rebuilds its columns on render.
 */

interface ColumnOptions<T, Q> {
  id: string;
  title: string;
  render: (item: T) => ReactNode;
  /** Server field for order_by (makes the column sortable). */
  sortField?: SortField<T>;
  filter?: ColumnFilter<Q>;
  access?: ResourceColumn<T, Q>['access'];
  priority?: ResourceColumn<T, Q>['priority'];
}

/** Sortable columns keep the server's order: the grid's own sort compares every pair as equal. */
const keepServerOrder = (_a: unknown, _b: unknown) => 0;

/** A column of `T`s; in a list typed with its call's argument type `Q`, filter parameters are checked. */
export function column<T, Q = ListArgs>({
  id,
  title,
  render,
  sortField,
  filter,
  access,
  priority,
}: ColumnOptions<T, Q>): ResourceColumn<T, Q> {
  const definition: TableColumnDefinition<T> = createTableColumn<T>({
    columnId: id,
    renderHeaderCell: () => translateText(title),
    renderCell: render,
    ...(sortField ? { compare: keepServerOrder } : {}),
  });
  return { id, title, sortField, filter, access, priority, column: definition };
}

/** What the per-row actions need from the list they are in. */
export interface RowActionsValue {
  recordName: (record: BaseRecord) => string;
  edit: AccessResult;
  remove: AccessResult;
  onDelete: (record: BaseRecord) => void;
}

export const RowActionsContext = createContext<RowActionsValue | null>(null);

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    gap: 0,
    // Touch-sized on phones, where a finger presses them.
    '@media (max-width: 639.98px), (pointer: coarse)': { '& button': { minWidth: '44px', minHeight: '44px' } },
  },
});

/** What a list's Actions column holds besides Delete: Edit (unless `edit: false`), and the resource's own. */
export interface ActionsOptions<T> {
  /** false: the records are not opened to edit (payments). */
  edit?: false;
  /** Actions of the resource's own, before Edit (an organization's "Bill this client"). */
  extra?: (item: T) => ReactNode;
  /** Whether this record may be deleted at all (an issued invoice may not): no Delete button otherwise. */
  deletable?: (item: T) => boolean;
}

function RowActions<T extends BaseRecord>({ item, options = {} }: { item: T; options?: ActionsOptions<T> }) {
  const styles = useStyles();
  const ctx = useContext(RowActionsContext);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation(['kit', 'common', 'words']);
  if (!ctx) return null;
  const name = ctx.recordName(item);
  return (
    <div className={styles.actions} onClick={(e) => e.stopPropagation()}>
      {options.extra?.(item)}
      {options.edit === false ? null : ctx.edit.can ? (
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={t('list.editName', { name })}
          title={t('words:edit')}
          onClick={() => navigate({ pathname: String(item.id), search })}
        />
      ) : (
        <GuardedButton
          access={ctx.edit}
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={t('list.editName', { name })}
        />
      )}
      {options.deletable?.(item) === false ? null : (
        <ConfirmDelete onConfirm={() => ctx.onDelete(item)} detail={t('list.deleteDetail', { name: isolate(name) })}>
          {(open) => (
            <GuardedButton
              access={ctx.remove}
              appearance="subtle"
              size="small"
              icon={<DeleteRegular />}
              aria-label={t('list.deleteName', { name })}
              title={ctx.remove.can ? t('words:delete') : undefined}
              onClick={open}
            />
          )}
        </ConfirmDelete>
      )}
    </div>
  );
}

/** The Actions column every list ends with: two icon buttons (edit, delete), as narrow as they are. */
export function actionsColumn<T extends BaseRecord, Q = ListArgs>(options?: ActionsOptions<T>): ResourceColumn<T, Q> {
  return column<T, Q>({
    id: 'actions',
    title: 'kit:list.actions',
    priority: 1,
    render: (item) => <RowActions item={item} options={options} />,
  });
}
