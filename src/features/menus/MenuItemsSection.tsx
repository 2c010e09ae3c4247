import { Spinner, Text, makeStyles } from '@fluentui/react-components';
import { AddRegular, CalendarAddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Menu } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
import { dateBetween, ExportButton, GuardedButton, useAccess, type DateRange } from '../../components/resource';
import { MenuItemsList } from './MenuItemsList';
import { MenuItemsViewToggle, useMenuItemsView } from './MenuItemsView';
import { MenuWeekGrid } from './MenuWeekGrid';

const AddMenuItemsModal = lazy(() =>
  import(/* webpackChunkName: "menus-add-items" */ './AddMenuItemsModal').then((m) => ({
    default: m.AddMenuItemsModal,
  })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '10px', marginTop: '16px', minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '6px', flexWrap: 'wrap' },
});

/**
 * A menu's 'Menu Items': the spec's table by default, or the week grid once chosen (the device remembers);
 * 'Export Menu', Add Menu Items (a date range of products) and Add New (one item).
 */
export function MenuItemsSection({ menu }: { menu: Menu }) {
  const styles = useStyles();
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAccess('menu-items', 'create');
  const edit = useAccess('menu-items', 'edit');
  const exportAccess = useAccess('menu-items', 'export');
  const [range, setRange] = useState<DateRange | null>(null);
  const [adding, setAdding] = useState(false);
  const [view, setView] = useMenuItemsView();
  const between = dateBetween(range);
  // The item dialog is its own chunk: fetch it while the menu is read, so Add / Edit open at once.
  const mayOpenItems = create.can || edit.can;
  useEffect(() => {
    if (mayOpenItems) void import(/* webpackChunkName: "menu-items" */ './items');
  }, [mayOpenItems]);

  const exportFilters: Record<string, string> = {
    menu: String(menu.id),
    ...(between ? { date_between: between } : {}),
  };

  return (
    <section className={styles.root} aria-label={t('section.title')}>
      <div className={styles.head}>
        <Text weight="semibold" size={400}>
          {t('section.title')}
        </Text>
        <div className={styles.actions}>
          <MenuItemsViewToggle view={view} onChange={setView} />
          <ExportButton
            resource="menu-items"
            filters={exportFilters}
            access={exportAccess}
            label={t('section.exportMenu')}
          />
          <GuardedButton access={create} hideWhenDenied icon={<CalendarAddRegular />} onClick={() => setAdding(true)}>
            {t('section.addItems')}
          </GuardedButton>
          <GuardedButton
            access={create}
            hideWhenDenied
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate({ pathname: paths.menuItems.create(menu.id), search })}
          >
            {t('section.addNew')}
          </GuardedButton>
        </div>
      </div>
      {view === 'week' ? <MenuWeekGrid menu={menu} /> : <MenuItemsList menu={menu} range={range} onRange={setRange} />}
      {adding ? (
        <Suspense fallback={<Spinner size="tiny" />}>
          <AddMenuItemsModal menuId={menu.id} outletId={menu.outlet?.id} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      <Outlet />
    </section>
  );
}
