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
import { useLocation, useNavigate, useParams } from 'react-router';
import { menusApi, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../app/paths';
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

const product: FieldConfig = {
  name: 'product',
  label: 'Product',
  kind: 'lookup',
  lookup: 'products',
  required: 'Please select a product',
  // The product's category comes along (kept when the product has none).
  onChange: (option) => {
    const cat = (
      (option as LookupOption | null)?.record as { category?: { id: number; name: string } | null } | undefined
    )?.category;
    return cat ? { category: { id: cat.id, label: cat.name } } : undefined;
  },
};
const category: FieldConfig = {
  name: 'category',
  label: 'Category',
  kind: 'lookup',
  lookup: 'categories',
};
const date: FieldConfig = {
  name: 'date',
  label: 'Date',
  kind: 'date',
  required: 'Please pick a date',
};
const FIELDS = [product, category, date];

const EMPTY: FormValues = { product: null, category: null, date: '' };

const fromItem = (item: MenuItem): FormValues => ({
  product: item.product ? { id: item.product.id, label: item.product.name } : null,
  category: item.category ? { id: item.category.id, label: item.category.name } : null,
  date: String(item.date ?? '').slice(0, 10),
});

const asOption = (value: FormValues[string]) => (value as LookupOption | null | undefined) ?? null;

/**
 * Create (`/menus/:menuId/menu-items/create`) and edit (`/menus/:menuId/menu-items/:id`) one menu item. Closed
 * (Escape, Cancel, Save), it gives focus back to what opened it: Add New, or the row's Edit button.
 */
export function MenuItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  useReturnFocusOnClose();
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
        name: chosen.label,
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
  const title = mode === 'create' ? 'Add Menu Item' : 'Edit Menu Item';
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 520 }}>
        <form id={form.formId} onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {mode === 'edit' && isLoading ? <Spinner label="Loading…" /> : null}
              {form.serverError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{form.serverError}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Product" required validationMessage={form.errors.product}>
                <LookupSelect
                  source="products"
                  aria-label="Product"
                  disabled={readOnly}
                  value={asOption(form.values.product)}
                  onChange={(option) => form.change(product, option)}
                />
              </Field>
              <Field label="Category">
                <LookupSelect
                  source="categories"
                  aria-label="Category"
                  disabled={readOnly}
                  value={asOption(form.values.category)}
                  onChange={(option) => form.change(category, option)}
                />
              </Field>
              <Field label="Date" required validationMessage={form.errors.date}>
                <DateInput
                  aria-label="Date"
                  disabled={readOnly}
                  value={String(form.values.date ?? '')}
                  onChange={(d) => form.change(date, d ?? '')}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button appearance="primary" type="submit" disabled={readOnly || adding.isLoading || updating.isLoading}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
