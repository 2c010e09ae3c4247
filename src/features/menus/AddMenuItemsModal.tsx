import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { AddMenuItemsFilters } from './AddMenuItemsFilters';
import { useAddMenuItemsModalStyles } from './AddMenuItemsModal.styles';
import { ProductPicker } from './ProductPicker';
import { SelectedProductsDrawer } from './SelectedProductsDrawer';
import { useAddMenuItems, type AddMenuItemsProps } from './useAddMenuItems';

export { ADD_ITEMS_PAGE_SIZE, SELECTED_LIMIT } from './useAddMenuItems';
/** The success toast's title in English (the spec's words; shown as `menus:addItems.created`). */
export const MENU_ITEMS_CREATED = 'Menu Items Created Successfully!';

/** Add Menu Items: a date range, published products to pick, and generate one item per date per product. */
export function AddMenuItemsModal(props: AddMenuItemsProps) {
  const { onClose } = props;
  const styles = useAddMenuItemsModalStyles();
  const { t } = useTranslation('menus');
  const add = useAddMenuItems(props);
  const { selected, closed, generating } = add;

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
            <AddMenuItemsFilters add={add} />
            <ProductPicker add={add} />
          </DialogContent>
          <DialogActions>
            <Text className={styles.muted} aria-live="polite">
              {t('addItems.summary', {
                products: t('addItems.productCount', { count: selected.length }),
                days: t('addItems.dayCount', { count: add.days }),
              })}
              {closed ? t('addItems.closedSkipped', { count: closed }) : ''}
            </Text>
            <Button onClick={onClose}>{t('addItems.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={!selected.length || !!add.rangeError || generating}
              onClick={add.confirm}
            >
              {generating ? t('addItems.creating') : t('addItems.create')}
            </Button>
          </DialogActions>
        </DialogBody>
        <SelectedProductsDrawer
          open={add.drawerOpen}
          onOpenChange={add.setDrawerOpen}
          selected={selected}
          onRemove={(id) => add.setSelected((prev) => prev.filter((x) => x.id !== id))}
        />
      </DialogSurface>
    </Dialog>
  );
}
