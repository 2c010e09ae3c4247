import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { menusApi, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
import { useReturnFocusOnClose } from '../../components/a11y/focus';
import {
  DateInput,
  ifMatch,
  LookupSelect,
  useAccess,
  useCreateForm,
  type FieldConfig,
  type FormValues,
  type LookupOption,
} from '../../components/resource';
import { useTranslateText } from '../../i18n';
import { nameNow } from '../products';

const product: FieldConfig = {
  name: 'product',
  label: 'menus:fields.product',
  kind: 'lookup',
  lookup: 'products',
  required: 'menus:validation.product',
  // The product's category comes along (kept when the product has none).
  onChange: (option) => {
    const cat = (
      (option as LookupOption | null)?.record as { category?: { id: number; name: string } | null } | undefined
    )?.category;
    return cat ? { category: { id: cat.id, label: nameNow(cat) } } : undefined;
  },
};
const category: FieldConfig = {
  name: 'category',
  label: 'menus:fields.category',
  kind: 'lookup',
  lookup: 'categories',
};
const date: FieldConfig = {
  name: 'date',
  label: 'menus:fields.date',
  kind: 'date',
  required: 'menus:validation.date',
};
const FIELDS = [product, category, date];

const EMPTY: FormValues = { product: null, category: null, date: '' };

const fromItem = (item: MenuItem): FormValues => ({
  product: item.product
    ? {
        id: item.product.id,
        label: nameNow(item.product, (item as { product_translations?: unknown }).product_translations),
      }
    : null,
  category: item.category
    ? {
        id: item.category.id,
        label: nameNow(item.category, (item as { category_translations?: unknown }).category_translations),
      }
    : null,
  date: String(item.date ?? '').slice(0, 10),
});

const asOption = (value: FormValues[string]) => (value as LookupOption | null | undefined) ?? null;

/**
 * Create (`/menus/:menuId/menu-items/create`) and edit (`/menus/:menuId/menu-items/:id`) one menu item. Closed
 * (Escape, Cancel, Save), it gives focus back to what opened it: Add New, or the row's Edit button.
 */
export function MenuItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  useReturnFocusOnClose();
  const { t } = useTranslation(['menus', 'common']);
  const tr = useTranslateText();
  const params = useParams();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // The week grid opens Add Menu Item on a day: that date is filled in.
  const presetDate =
    typeof (state as { date?: unknown } | null)?.date === 'string' ? (state as { date: string }).date : '';
  const menuId = Number(params.menuId);
  const itemId = Number(params.id);
  const edit = useAccess('menu-items', 'edit');
  const { data, isLoading } = menusApi.endpoints.listMenuItems.useQuery({ id: [itemId] }, { skip: mode !== 'edit' });
  const item = data?.data?.results?.find((i) => i.id === itemId);
  const [add, adding] = menusApi.endpoints.addMenuItem.useMutation();
  const [update, updating] = menusApi.endpoints.updateMenuItem.useMutation();
  const readOnly = mode === 'edit' && !edit.can;
  const menuLocation = { pathname: paths.menus.show(menuId), search };

  const form = useCreateForm({
    fields: FIELDS,
    initial: () => ({ ...EMPTY, date: presetDate }),
    what: 'the menu item',
    guardUnsaved: false,
    send: (values) => {
      const chosen = asOption(values.product)!;
      const body = {
        product: chosen.id,
        // The default (English) name is the item's own; the label may be the viewer's language.
        name: String((chosen.record as { name?: unknown } | undefined)?.name ?? item?.product?.name ?? chosen.label),
        category: asOption(values.category)?.id ?? null,
        date: String(values.date),
      };
      return mode === 'create'
        ? add({ menuItemNew: { ...body, menu: menuId } }).unwrap()
        : update({
            id: itemId,
            'If-Match': ifMatch(item?.__version),
            menuItemChanges: body,
          }).unwrap();
    },
    onSaved: () => navigate(menuLocation, { replace: true }),
  });
  const { load } = form;
  useEffect(() => {
    if (item) load(fromItem(item));
  }, [item, load]);

  const close = () => navigate(menuLocation);
  const title = mode === 'create' ? t('dialog.createTitle') : t('dialog.editTitle');
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 520 }}>
        <form id={form.formId} onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {mode === 'edit' && isLoading ? <Spinner label={t('common:loading')} /> : null}
              {form.serverError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{form.serverError}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('fields.product')} required validationMessage={tr(form.errors.product)}>
                <LookupSelect
                  source="products"
                  aria-label={t('fields.product')}
                  disabled={readOnly}
                  value={asOption(form.values.product)}
                  onChange={(option) => form.change(product, option)}
                />
              </Field>
              <Field label={t('fields.category')}>
                <LookupSelect
                  source="categories"
                  aria-label={t('fields.category')}
                  disabled={readOnly}
                  value={asOption(form.values.category)}
                  onChange={(option) => form.change(category, option)}
                />
              </Field>
              <Field label={t('fields.date')} required validationMessage={tr(form.errors.date)}>
                <DateInput
                  aria-label={t('fields.date')}
                  disabled={readOnly}
                  value={String(form.values.date ?? '')}
                  onChange={(d) => form.change(date, d ?? '')}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('dialog.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={readOnly || adding.isLoading || updating.isLoading}>
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
