import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { menusApi, type MenuItem } from '../../api/generated/menus';
import { paths } from '../../resources/paths';
import {
  ifMatch,
  useAccess,
  useCreateForm,
  type FieldConfig,
  type FormValues,
  type LookupOption,
} from '../../components/resource';
import { nameNow } from '../products';

export const product: FieldConfig = {
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
export const category: FieldConfig = {
  name: 'category',
  label: 'menus:fields.category',
  kind: 'lookup',
  lookup: 'categories',
};
export const date: FieldConfig = {
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

export const asOption = (value: FormValues[string]) => (value as LookupOption | null | undefined) ?? null;

/**
 * The menu item dialog's controller: the item being edited (or the menu to add to, on the day the week grid
 * gave), its form, and where Save and Cancel go.
 */
export function useMenuItemDialog(mode: 'create' | 'edit') {
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

  return { form, isLoading, readOnly, saving: adding.isLoading || updating.isLoading, close };
}
