import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors';
import { clientsApi } from '../../api/generated/clients';
import { menusApi, type Menu, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
import { useAccess, useKitToasts, usePendingDeletes } from '../../components/resource';
import { useCurrentLanguage } from '../../i18n';
import { useLocalizedName } from '../products';
import { currentWeek, shiftWeek, todayIn, weekDates, weekdayIndex } from './week';
import { weekRows } from './weekGrid';

/** Items fetched for one week (7 days × up to 14 products at once). */
export const WEEK_PAGE = 100;

/**
 * One week of a menu, as the week grid and the phone's day view read it: the days (the outlet's holidays
 * closed), the products' rows, and the in-place actions. Adding puts a product on a day at once; removing
 * is undoable for a few seconds; a day's own add opens Add Menu Item on that date.
 */
export function useMenuWeek(menu: Menu) {
  const navigate = useNavigate();
  const { t } = useTranslation('menus');
  const language = useCurrentLanguage();
  const localized = useLocalizedName();
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
  const thisWeek = currentWeek(Date.now(), outletRecord?.time_zone);
  const monday = chosenMonday ?? thisWeek.from;
  const days = weekDates(monday);
  const today = todayIn(Date.now(), outletRecord?.time_zone);
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

  return {
    create,
    remove,
    days,
    // By the names shown: in Arabic the rows follow the Arabic names.
    rows: weekRows(items)
      .map((row) => ({ row, shown: localized(row.name, row.translations) }))
      .sort((a, b) => a.shown.localeCompare(b.shown, language) || a.row.productId - b.row.productId)
      .map(({ row }) => row),
    total: data?.data?.meta?.total_count ?? 0,
    isLoading,
    error: error ? errorMessage(error) : undefined,
    /** Today's date when this week is shown (in the outlet's zone). */
    today: days.includes(today) ? today : undefined,
    isClosed: (date: string) => holidays.has(weekdayIndex(date)),
    isAdding: (productId: number, date: string) => adding.has(`${productId}|${date}`),
    add,
    removeItem: (item: MenuItem, name: string, date: string) =>
      undoableDelete({
        resource: 'menu-items',
        ids: [item.id],
        title: t('item.deleted', { name, date }),
        run: () => deleteOne({ id: item.id }).unwrap(),
      }),
    openCreate: (date: string) => navigate({ pathname: paths.menuItems.create(menu.id), search }, { state: { date } }),
    monday,
    showWeek: (weeks: number) => setChosenMonday(shiftWeek(monday, weeks)),
    showThisWeek: () => setChosenMonday(null),
  };
}

export type MenuWeek = ReturnType<typeof useMenuWeek>;
