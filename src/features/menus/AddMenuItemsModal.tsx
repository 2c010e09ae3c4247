import {
  Avatar,
  Badge,
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  OverlayDrawer,
  Spinner,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { clientsApi } from '../../api/generated/clients';
import { menusApi } from '../../api/generated/menus';
import { productsApi, type Product } from '../../api/generated/products';
import {
  formatMoney,
  SEARCH_DEBOUNCE_MS,
  useKitToasts,
  DateRangePicker,
  type DateRange,
  Pagination,
  useDebouncedValue,
} from '../../components/resource';
import { currentWeek, daysInRange, holidaysSkippedText, holidaysInRange, toggleSelected } from './week';

export const MENU_ITEMS_CREATED = 'Menu Items Created Successfully!';
/** Products shown per page of the picker. */
export const ADD_ITEMS_PAGE_SIZE = 12;
/** At most this many products are generated in one go. */
export const SELECTED_LIMIT = 100;

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: '100%' },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end', marginBottom: '12px' },
  range: { flex: '2 1 320px' },
  search: { flex: '1 1 200px' },
  tags: { display: 'flex', flexWrap: 'wrap', gap: '6px', marginBottom: '12px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: '12px',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%', gap: '8px' },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  cardHead: { display: 'flex', gap: '8px', alignItems: 'center', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  bar: {
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    marginBottom: '8px',
  },
  selectedList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  selectedRow: { display: 'flex', alignItems: 'center', gap: '8px', justifyContent: 'space-between' },
});

interface Picked {
  id: number;
  name: string;
  image?: string | null;
}

/** Add Menu Items: a date range, published products to pick, and generate one item per date per product. */
export function AddMenuItemsModal({
  menuId,
  outletId,
  onClose,
  onDone,
}: {
  menuId: number;
  outletId?: number | null;
  onClose: () => void;
  /** After a generation, successful or not (the menu's item lists refetch by themselves). */
  onDone?: () => void;
}) {
  const styles = useStyles();
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
  const rangeError = !allDays ? 'Please pick a start date on or before the end date' : undefined;

  const pick = (p: Product, on: boolean) =>
    setSelected((prev) => toggleSelected(prev, { id: p.id, name: p.name, image: p.image }, on, SELECTED_LIMIT));

  const confirm = async () => {
    try {
      const result = await generate({
        menuItemsGenerate: { menu_id: menuId, start_date: from, end_date: to, product_ids: selected.map((s) => s.id) },
      }).unwrap();
      notify('success', MENU_ITEMS_CREATED, holidaysSkippedText(result.meta.holidays_skipped));
      onDone?.();
      onClose();
    } catch (error) {
      notify('error', errorMessage(error));
      onDone?.();
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface className={styles.surface} aria-label="Add Menu Items">
        <DialogBody>
          <DialogTitle
            action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}
          >
            Add Menu Items
          </DialogTitle>
          <DialogContent>
            <div className={styles.filters}>
              <DateRangePicker
                className={styles.range}
                value={shown}
                clearable={false}
                onChange={(next) => setRange(next)}
              />
              <Field label="Search products" className={styles.search}>
                <Input
                  contentBefore={<SearchRegular />}
                  placeholder="Search by name"
                  value={text}
                  onChange={(_, d) => {
                    setText(d.value);
                    setPage(1);
                  }}
                />
              </Field>
            </div>
            <div className={styles.tags} role="group" aria-label="Category">
              <ToggleButton
                size="small"
                shape="circular"
                checked={category === null}
                onClick={() => (setCategory(null), setPage(1))}
              >
                All
              </ToggleButton>
              {(categories.data?.data?.results ?? []).map((c) => (
                <ToggleButton
                  key={c.id}
                  size="small"
                  shape="circular"
                  checked={category === c.id}
                  onClick={() => {
                    setCategory(category === c.id ? null : c.id);
                    setPage(1);
                  }}
                >
                  {c.name}
                </ToggleButton>
              ))}
            </div>
            <div className={styles.bar}>
              <Button
                size="small"
                disabled={!rows.length || rows.every((r) => isChosen(r.id))}
                onClick={() =>
                  setSelected((prev) =>
                    rows.reduce(
                      (acc, p) => toggleSelected(acc, { id: p.id, name: p.name, image: p.image }, true, SELECTED_LIMIT),
                      prev,
                    ),
                  )
                }
              >
                Select All
              </Button>
              <Button size="small" appearance="secondary" onClick={() => setDrawerOpen(true)}>
                Selected Products ({selected.length})
              </Button>
            </div>
            {products.isLoading ? (
              <Spinner label="Loading products…" />
            ) : products.error ? (
              <Text role="alert">{errorMessage(products.error)}</Text>
            ) : !rows.length ? (
              <Text className={styles.muted}>No published products found.</Text>
            ) : (
              <ul className={styles.grid} aria-label="Products">
                {rows.map((p) => {
                  const chosen = isChosen(p.id);
                  return (
                    <li key={p.id}>
                      <Card className={`${styles.card} ${chosen ? styles.chosen : ''}`} aria-label={p.name}>
                        <div className={styles.cardHead}>
                          <Avatar shape="square" name={p.name} image={p.image ? { src: p.image } : undefined} />
                          <div style={{ minWidth: 0 }}>
                            <Text weight="semibold" block className={styles.name} title={p.name}>
                              {p.name}
                            </Text>
                            <Caption1 className={styles.muted}>
                              {formatMoney(p.price)}
                              {p.category ? ` · ${p.category.name}` : ''}
                            </Caption1>
                          </div>
                        </div>
                        <Button
                          size="small"
                          appearance={chosen ? 'secondary' : 'primary'}
                          aria-label={`${chosen ? 'Remove' : 'Add'} ${p.name}`}
                          disabled={!chosen && selected.length >= SELECTED_LIMIT}
                          onClick={() => pick(p, !chosen)}
                        >
                          {chosen ? 'Remove' : 'Add'}
                        </Button>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            )}
            <Pagination
              current={page}
              pageSize={ADD_ITEMS_PAGE_SIZE}
              total={total}
              entity="products"
              one="product"
              pageSizes={[ADD_ITEMS_PAGE_SIZE]}
              onChange={(p) => setPage(p)}
            />
          </DialogContent>
          <DialogActions>
            <Text className={styles.muted} aria-live="polite">
              {selected.length} product{selected.length === 1 ? '' : 's'} × {days} day{days === 1 ? '' : 's'}
              {closed ? ` (${closed} ${closed === 1 ? 'holiday' : 'holidays'} skipped)` : ''}
            </Text>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={!selected.length || !!rangeError || generating} onClick={confirm}>
              {generating ? 'Creating…' : 'Create Menu Items'}
            </Button>
          </DialogActions>
        </DialogBody>
        <OverlayDrawer
          open={drawerOpen}
          position="end"
          onOpenChange={(_, d) => setDrawerOpen(d.open)}
          aria-label="Selected Products"
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label="Close selected products"
                  icon={<DismissRegular />}
                  onClick={() => setDrawerOpen(false)}
                />
              }
            >
              Selected Products <Badge appearance="tint">{selected.length}</Badge>
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            {!selected.length ? (
              <Text className={styles.muted}>No products selected.</Text>
            ) : (
              <ul className={styles.selectedList}>
                {selected.map((s) => (
                  <li key={s.id} className={styles.selectedRow}>
                    <span className={styles.cardHead}>
                      <Avatar size={24} shape="square" name={s.name} image={s.image ? { src: s.image } : undefined} />
                      <Text className={styles.name}>{s.name}</Text>
                    </span>
                    <Button
                      size="small"
                      aria-label={`Remove ${s.name}`}
                      onClick={() => setSelected((prev) => prev.filter((x) => x.id !== s.id))}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </DrawerBody>
        </OverlayDrawer>
      </DialogSurface>
    </Dialog>
  );
}
