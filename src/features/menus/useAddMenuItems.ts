import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { clientsApi } from '../../api/generated/clients';
import { menusApi } from '../../api/generated/menus';
import { productsApi, type Product } from '../../api/generated/products';
import { SEARCH_DEBOUNCE_MS, useKitToasts, type DateRange, useDebouncedValue } from '../../components/resource';
import { currentWeek, daysInRange, holidaysSkippedText, holidaysInRange, toggleSelected } from './week';

/** Products shown per page of the picker. */
export const ADD_ITEMS_PAGE_SIZE = 12;
/** At most this many products are generated in one go. */
export const SELECTED_LIMIT = 100;

export interface Picked {
  id: number;
  name: string;
  /** The product's names in other languages (read structurally). */
  translations?: unknown;
  image?: string | null;
}

export const picked = (p: Product): Picked => ({
  id: p.id,
  name: p.name,
  translations: (p as { translations?: unknown }).translations,
  image: p.image,
});

export interface AddMenuItemsProps {
  menuId: number;
  outletId?: number | null;
  onClose: () => void;
  /** After a generation, successful or not (the menu's item lists refetch by themselves). */
  onDone?: () => void;
}

/** The Add Menu Items dialog's state: range, search, category, page, the picked products, and generating. */
export function useAddMenuItems({ menuId, outletId, onClose, onDone }: AddMenuItemsProps) {
  const { t } = useTranslation('menus');
  const { notify } = useKitToasts();
  const outlet = clientsApi.endpoints.listOutlets.useQuery({ id: [outletId ?? 0] }, { skip: !outletId });
  const outletRecord = outlet.data?.data?.results?.[0];
  const zone = outletRecord?.time_zone;
  const { from: weekFrom, to: weekTo } = currentWeek(Date.now(), zone);
  const week = useMemo(() => ({ from: weekFrom, to: weekTo }), [weekFrom, weekTo]);
  // The current week (Monday to Sunday in the outlet's zone) until another range is picked.
  const [range, setRange] = useState<DateRange | null>(null);
  const shown = range ?? week;
  const { from, to } = shown;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const [category, setCategory] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Picked[]>([]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [generate, { isLoading: generating }] = menusApi.endpoints.generateMenuItems.useMutation();

  const categories = productsApi.endpoints.listCategories.useQuery({ perPage: 100, orderBy: 'name', order: 'ASC' });
  const products = productsApi.endpoints.listProducts.useQuery({
    perPage: ADD_ITEMS_PAGE_SIZE,
    page,
    status: 'publish',
    orderBy: 'name',
    order: 'ASC',
    ...(search ? { search } : {}),
    ...(category ? { categoryIn: String(category) } : {}),
  });
  const rows = (products.data?.data?.results ?? []) as Product[];
  const total = products.data?.data?.meta?.total_count ?? 0;
  const isChosen = (id: number) => selected.some((s) => s.id === id);
  const allDays = daysInRange(from, to);
  // The outlet's holidays get no items: the count is of the days it is open.
  const closed = allDays ? holidaysInRange(from, to, outletRecord?.holidays ?? []) : 0;
  const days = allDays - closed;
  const rangeError = !allDays ? t('addItems.rangeError') : undefined;

  const pick = (p: Product, on: boolean) => setSelected((prev) => toggleSelected(prev, picked(p), on, SELECTED_LIMIT));

  const confirm = async () => {
    try {
      const result = await generate({
        menuItemsGenerate: { menu_id: menuId, start_date: from, end_date: to, product_ids: selected.map((s) => s.id) },
      }).unwrap();
      notify('success', t('addItems.created'), holidaysSkippedText(result.meta.holidays_skipped));
      onDone?.();
      onClose();
    } catch (error) {
      notify('error', errorMessage(error));
      onDone?.();
    }
  };

  return {
    shown,
    setRange,
    text,
    setText,
    category,
    setCategory,
    page,
    setPage,
    selected,
    setSelected,
    drawerOpen,
    setDrawerOpen,
    generating,
    categories,
    products,
    rows,
    total,
    isChosen,
    closed,
    days,
    rangeError,
    pick,
    confirm,
  };
}

/** What the Add Menu Items dialog's parts read and change. */
export type AddMenuItemsController = ReturnType<typeof useAddMenuItems>;
