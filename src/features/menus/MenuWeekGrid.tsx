import { Badge, Button, Spinner, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import {
  AddRegular,
  CalendarAddRegular,
  CheckmarkRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  DismissRegular,
} from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { clientsApi } from '../../api/generated/clients';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../app/paths';
import { ConfirmDelete, GuardedButton, useAccess, useKitToasts, usePendingDeletes } from '../../components/resource';
import { useMenuWeekGridStyles } from './MenuWeekGrid.styles';
import { currentWeek, shiftWeek, weekDates, weekdayIndex } from './week';
import { weekRows } from './weekGrid';

/** Items fetched for one week (7 days × up to 14 products at once). */
const WEEK_PAGE = 100;

const dayLabel = (date: string) => DateTime.fromISO(date).toFormat('ccc dd/LL');

/**
 * A menu's items as one week: days as columns (the outlet's holidays marked Closed), products as rows.
 * An empty cell adds that product on that day at once; a filled one removes it after 'Are you sure?'
 * (undoable for a few seconds); a day's + opens Add Menu Item on that date.
 */
export function MenuWeekGrid({ menu }: { menu: Menu }) {
  const styles = useMenuWeekGridStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('menu-items', 'create');
  const remove = useAccess('menu-items', 'delete');
  const { notify, undoableDelete } = useKitToasts();
  const pending = usePendingDeletes('menu-items');
  const outletId = menu.outlet?.id;
  const outlet = clientsApi.endpoints.listOutlets.useQuery({ id: [outletId ?? 0] }, { skip: !outletId });
  const outletRecord = outlet.data?.data?.results?.[0];
  const holidays = useMemo(() => new Set(outletRecord?.holidays ?? []), [outletRecord]);
  const [chosenMonday, setChosenMonday] = useState<string | null>(null);
  const monday = chosenMonday ?? currentWeek(Date.now(), outletRecord?.time_zone).from;
  const days = weekDates(monday);
  const { data, error, isLoading } = menusApi.endpoints.listMenuItems.useQuery({
    menu: menu.id,
    dateBetween: `${days[0]},${days[6]}`,
    perPage: WEEK_PAGE,
    page: 1,
    orderBy: 'name,date',
    order: 'ASC,ASC',
  });
  const [addItem] = menusApi.endpoints.addMenuItem.useMutation();
  const [deleteOne] = menusApi.endpoints.deleteMenuItem.useMutation();
  const [adding, setAdding] = useState<Set<string>>(new Set());
  const items = (data?.data?.results ?? []).filter((i) => !pending.has(i.id));
  const rows = weekRows(items);
  const total = data?.data?.meta?.total_count ?? 0;

  const add = async (productId: number, date: string) => {
    const key = `${productId}|${date}`;
    setAdding((s) => new Set(s).add(key));
    try {
      await addItem({ menuItemNew: { menu: menu.id, product: productId, date } }).unwrap();
    } catch (e) {
      notify('error', errorMessage(e));
    } finally {
      setAdding((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  };
  const removeItem = (item: MenuItem, name: string, date: string) =>
    undoableDelete({
      resource: 'menu-items',
      ids: [item.id],
      title: `Menu item "${name} on ${date}" deleted`,
      run: () => deleteOne({ id: item.id }).unwrap(),
    });
  const openCreate = (date: string) =>
    navigate({ pathname: paths.menuItems.create(menu.id), search }, { state: { date } });

  return (
    <div className={styles.root}>
      <div className={styles.nav} role="group" aria-label="Week">
        <Button
          size="small"
          icon={<ChevronLeftRegular />}
          aria-label="Previous week"
          onClick={() => setChosenMonday(shiftWeek(monday, -1))}
        />
        <Button size="small" onClick={() => setChosenMonday(null)}>
          This week
        </Button>
        <Button
          size="small"
          icon={<ChevronRightRegular />}
          aria-label="Next week"
          onClick={() => setChosenMonday(shiftWeek(monday, 1))}
        />
        <Text className={styles.range} aria-live="polite">
          {DateTime.fromISO(days[0]).toFormat('dd/LL')} – {DateTime.fromISO(days[6]).toFormat('dd/LL/yyyy')}
        </Text>
      </div>
      {isLoading ? (
        <Spinner size="tiny" label="Loading menu items…" />
      ) : error ? (
        <Text role="alert">{errorMessage(error)}</Text>
      ) : (
        // Wider than a phone: it scrolls sideways, and the keyboard can reach and scroll it.
        <div className={styles.scroller} role="region" aria-label="Menu week, scrollable" tabIndex={0}>
          <table className={styles.table} aria-label="Menu week">
            <thead>
              <tr>
                <th className={styles.productHead} scope="col">
                  Product
                </th>
                {days.map((date) => {
                  const closed = holidays.has(weekdayIndex(date));
                  return (
                    <th key={date} scope="col" className={mergeClasses(styles.dayHead, closed && styles.holiday)}>
                      <span className={styles.dayHeadInner}>
                        <span>{DateTime.fromISO(date).toFormat('ccc')}</span>
                        <span className={styles.dayDate}>{DateTime.fromISO(date).toFormat('dd/LL')}</span>
                        {closed ? (
                          <Badge appearance="tint" color="subtle" size="small">
                            Closed
                          </Badge>
                        ) : null}
                        <Tooltip content={`Add a menu item on ${dayLabel(date)}`} relationship="description">
                          <GuardedButton
                            access={create}
                            hideWhenDenied
                            size="small"
                            appearance="subtle"
                            icon={<CalendarAddRegular />}
                            aria-label={`Add a menu item on ${date}`}
                            onClick={() => openCreate(date)}
                          />
                        </Tooltip>
                      </span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.productId}>
                  <th scope="row" className={styles.productHead} title={row.name}>
                    {row.name}
                  </th>
                  {days.map((date) => {
                    const item = row.byDate.get(date);
                    const closed = holidays.has(weekdayIndex(date));
                    const busy = adding.has(`${row.productId}|${date}`);
                    return (
                      <td key={date} className={mergeClasses(styles.cell, closed && styles.holiday)}>
                        {item ? (
                          <span className={styles.filled}>
                            <CheckmarkRegular aria-label={`${row.name} on ${date}`} />
                            <ConfirmDelete onConfirm={() => removeItem(item, row.name, date)}>
                              {(open) => (
                                <GuardedButton
                                  access={remove}
                                  hideWhenDenied
                                  size="small"
                                  appearance="transparent"
                                  icon={<DismissRegular />}
                                  aria-label={`Remove ${row.name} on ${date}`}
                                  onClick={open}
                                />
                              )}
                            </ConfirmDelete>
                          </span>
                        ) : busy ? (
                          <Spinner size="extra-tiny" aria-label={`Adding ${row.name} on ${date}`} />
                        ) : (
                          <GuardedButton
                            access={create}
                            hideWhenDenied
                            size="small"
                            appearance="subtle"
                            icon={<AddRegular />}
                            aria-label={`Add ${row.name} on ${date}`}
                            onClick={() => void add(row.productId, date)}
                          />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {!rows.length ? (
            <Text className={styles.muted}>No menu items this week. Add some with Add Menu Items.</Text>
          ) : null}
          {total > WEEK_PAGE ? (
            <Text className={styles.muted}>
              Showing the first {WEEK_PAGE} of {total} items this week; the list view shows them all.
            </Text>
          ) : null}
        </div>
      )}
    </div>
  );
}
