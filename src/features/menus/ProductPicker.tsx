import { Button, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { errorMessage } from '../../api/errors';
import { Pagination } from '../../components/resource';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';
import { ProductPickCard } from './ProductPickCard';
import { ADD_ITEMS_PAGE_SIZE, picked, SELECTED_LIMIT, type AddMenuItemsController } from './useAddMenuItems';
import { toggleSelected } from './week';

/**
 * Add Menu Items' products: Select all (of the page) and the picked products' count, the page of product cards
 * (or why there is none), and the pages.
 */
export function ProductPicker({ add }: { add: AddMenuItemsController }) {
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const { rows, products, selected, isChosen } = add;
  return (
    <>
      <div className={styles.bar}>
        <Button
          size="small"
          disabled={!rows.length || rows.every((r) => isChosen(r.id))}
          onClick={() =>
            add.setSelected((prev) =>
              rows.reduce((acc, p) => toggleSelected(acc, picked(p), true, SELECTED_LIMIT), prev),
            )
          }
        >
          {t('addItems.selectAll')}
        </Button>
        <Button size="small" appearance="secondary" onClick={() => add.setDrawerOpen(true)}>
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
          {rows.map((p) => (
            <li key={p.id}>
              <ProductPickCard
                product={p}
                chosen={isChosen(p.id)}
                full={selected.length >= SELECTED_LIMIT}
                onPick={add.pick}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={add.page}
        pageSize={ADD_ITEMS_PAGE_SIZE}
        total={add.total}
        entity={t('addItems.entity')}
        one={t('addItems.one')}
        pageSizes={[ADD_ITEMS_PAGE_SIZE]}
        onChange={(p) => add.setPage(p)}
      />
    </>
  );
}
