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
import { useTranslation } from '../../i18n/useTranslation';
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
import { useRecordName } from '../products';
import { currentWeek, daysInRange, holidaysSkippedText, holidaysInRange, toggleSelected } from './week';

/** The success toast's title in English (the spec's words; shown as `menus:addItems.created`). */
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
  /** The product's names in other languages (read structurally). */
  translations?: unknown;
  image?: string | null;
}

const picked = (p: Product): Picked => ({
  id: p.id,
  name: p.name,
  translations: (p as { translations?: unknown }).translations,
  image: p.image,
});

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
  const { t } = useTranslation('menus');
  const localized = useRecordName();
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

  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? onClose() : undefined)}>
      <DialogSurface className={styles.surface} aria-label={t('addItems.title')}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('addItems.close')}
                icon={<DismissRegular />}
                onClick={onClose}
              />
            }
          >
            {t('addItems.title')}
          </DialogTitle>
          <DialogContent>
            <div className={styles.filters}>
              <DateRangePicker
                className={styles.range}
                value={shown}
                clearable={false}
                onChange={(next) => setRange(next)}
              />
              <Field label={t('addItems.searchProducts')} className={styles.search}>
                <Input
                  contentBefore={<SearchRegular />}
                  placeholder={t('addItems.searchByName')}
                  value={text}
                  onChange={(_, d) => {
                    setText(d.value);
                    setPage(1);
                  }}
                />
              </Field>
            </div>
            <div className={styles.tags} role="group" aria-label={t('addItems.category')}>
              <ToggleButton
                size="small"
                shape="circular"
                checked={category === null}
                onClick={() => (setCategory(null), setPage(1))}
              >
                {t('addItems.all')}
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
                  {localized(c)}
                </ToggleButton>
              ))}
            </div>
            <div className={styles.bar}>
              <Button
                size="small"
                disabled={!rows.length || rows.every((r) => isChosen(r.id))}
                onClick={() =>
                  setSelected((prev) =>
                    rows.reduce((acc, p) => toggleSelected(acc, picked(p), true, SELECTED_LIMIT), prev),
                  )
                }
              >
                {t('addItems.selectAll')}
              </Button>
              <Button size="small" appearance="secondary" onClick={() => setDrawerOpen(true)}>
                {t('addItems.selectedProducts', { count: selected.length })}
              </Button>
            </div>
            {products.isLoading ? (
              <Spinner label={t('addItems.loading')} />
            ) : products.error ? (
              <Text role="alert">{errorMessage(products.error)}</Text>
            ) : !rows.length ? (
              <Text className={styles.muted}>{t('addItems.noProducts')}</Text>
            ) : (
              <ul className={styles.grid} aria-label={t('addItems.products')}>
                {rows.map((p) => {
                  const chosen = isChosen(p.id);
                  const name = localized(p);
                  return (
                    <li key={p.id}>
                      <Card className={`${styles.card} ${chosen ? styles.chosen : ''}`} aria-label={name}>
                        <div className={styles.cardHead}>
                          <Avatar shape="square" name={name} image={p.image ? { src: p.image } : undefined} />
                          <div style={{ minWidth: 0 }}>
                            <Text weight="semibold" block className={styles.name} title={name} dir="auto">
                              {name}
                            </Text>
                            <Caption1 className={styles.muted}>
                              {formatMoney(p.price)}
                              {p.category ? ` · ${localized(p.category)}` : ''}
                            </Caption1>
                          </div>
                        </div>
                        <Button
                          size="small"
                          appearance={chosen ? 'secondary' : 'primary'}
                          aria-label={chosen ? t('addItems.removeName', { name }) : t('addItems.addName', { name })}
                          disabled={!chosen && selected.length >= SELECTED_LIMIT}
                          onClick={() => pick(p, !chosen)}
                        >
                          {chosen ? t('addItems.remove') : t('addItems.add')}
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
              entity={t('addItems.entity')}
              one={t('addItems.one')}
              pageSizes={[ADD_ITEMS_PAGE_SIZE]}
              onChange={(p) => setPage(p)}
            />
          </DialogContent>
          <DialogActions>
            <Text className={styles.muted} aria-live="polite">
              {t('addItems.summary', {
                products: t('addItems.productCount', { count: selected.length }),
                days: t('addItems.dayCount', { count: days }),
              })}
              {closed ? t('addItems.closedSkipped', { count: closed }) : ''}
            </Text>
            <Button onClick={onClose}>{t('addItems.cancel')}</Button>
            <Button appearance="primary" disabled={!selected.length || !!rangeError || generating} onClick={confirm}>
              {generating ? t('addItems.creating') : t('addItems.create')}
            </Button>
          </DialogActions>
        </DialogBody>
        <OverlayDrawer
          open={drawerOpen}
          position="end"
          onOpenChange={(_, d) => setDrawerOpen(d.open)}
          aria-label={t('addItems.selectedTitle')}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={t('addItems.closeSelected')}
                  icon={<DismissRegular />}
                  onClick={() => setDrawerOpen(false)}
                />
              }
            >
              {t('addItems.selectedTitle')} <Badge appearance="tint">{selected.length}</Badge>
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            {!selected.length ? (
              <Text className={styles.muted}>{t('addItems.noneSelected')}</Text>
            ) : (
              <ul className={styles.selectedList}>
                {selected.map((s) => (
                  <li key={s.id} className={styles.selectedRow}>
                    <span className={styles.cardHead}>
                      <Avatar
                        size={24}
                        shape="square"
                        name={localized(s)}
                        image={s.image ? { src: s.image } : undefined}
                      />
                      <Text className={styles.name} dir="auto">
                        {localized(s)}
                      </Text>
                    </span>
                    <Button
                      size="small"
                      aria-label={t('addItems.removeName', { name: localized(s) })}
                      onClick={() => setSelected((prev) => prev.filter((x) => x.id !== s.id))}
                    >
                      {t('addItems.remove')}
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
