import {
  Avatar,
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  Text,
  ToggleButton,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { formatMoney, DateRangePicker, Pagination } from '../../components/resource';
import { useRecordName } from '../products';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';
import { SelectedProductsDrawer } from './SelectedProductsDrawer';
import {
  ADD_ITEMS_PAGE_SIZE,
  picked,
  SELECTED_LIMIT,
  useAddMenuItems,
  type AddMenuItemsProps,
} from './useAddMenuItems';
import { toggleSelected } from './week';

export { ADD_ITEMS_PAGE_SIZE, SELECTED_LIMIT } from './useAddMenuItems';
/** The success toast's title in English (the spec's words; shown as `menus:addItems.created`). */
export const MENU_ITEMS_CREATED = 'Menu Items Created Successfully!';

/** Add Menu Items: a date range, published products to pick, and generate one item per date per product. */
export function AddMenuItemsModal(props: AddMenuItemsProps) {
  const { onClose } = props;
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const localized = useRecordName();
  const {
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
  } = useAddMenuItems(props);

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
        <SelectedProductsDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          selected={selected}
          onRemove={(id) => setSelected((prev) => prev.filter((x) => x.id !== id))}
        />
      </DialogSurface>
    </Dialog>
  );
}
