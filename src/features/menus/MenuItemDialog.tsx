import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { menusApi } from '../../api/generated/menus';
import { paths } from '../../app/paths';
import { ifMatch, toWriteError, useAccess } from '../../components/resource';
import { LookupSelect } from '../../components/resource/lookups/lookups';
import type { LookupOption } from '../../components/resource/types';

interface Values {
  product: LookupOption | null;
  category: LookupOption | null;
  date: string;
}

/** Create (`/menus/:menuId/menu-items/create`) and edit (`/menus/:menuId/menu-items/:id`) one menu item. */
export function MenuItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const menuId = Number(params.menuId);
  const itemId = Number(params.id);
  const edit = useAccess('menu-items', 'edit');
  const { data, isLoading } = menusApi.endpoints.listMenuItems.useQuery({ id: [itemId] }, { skip: mode !== 'edit' });
  const item = data?.data?.results?.find((i) => i.id === itemId);
  const [values, setValues] = useState<Values>({ product: null, category: null, date: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = menusApi.endpoints.addMenuItem.useMutation();
  const [update, updating] = menusApi.endpoints.updateMenuItem.useMutation();
  const readOnly = mode === 'edit' && !edit.can;

  useEffect(() => {
    if (item)
      setValues({
        product: item.product ? { id: item.product.id, label: item.product.name } : null,
        category: item.category ? { id: item.category.id, label: item.category.name } : null,
        date: String(item.date ?? '').slice(0, 10),
      });
  }, [item]);

  const close = () => navigate({ pathname: paths.menus.show(menuId), search });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const e: Partial<Record<keyof Values, string>> = {};
    if (!values.product) e.product = 'Please select a product';
    if (!values.date) e.date = 'Please pick a date';
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = {
      product: values.product!.id,
      name: values.product!.label,
      category: values.category?.id ?? null,
      date: values.date,
    };
    try {
      if (mode === 'create') await add({ menuItemNew: { ...body, menu: menuId } }).unwrap();
      else await update({ id: itemId, 'If-Match': ifMatch(item?.__version), menuItemChanges: body }).unwrap();
      navigate({ pathname: paths.menus.show(menuId), search }, { replace: true });
    } catch (error) {
      const w = toWriteError(error);
      setFailure(w.message);
      setErrors(w.fields as Partial<Record<keyof Values, string>>);
    }
  };

  const title = mode === 'create' ? 'Add Menu Item' : 'Edit Menu Item';
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 520 }}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {mode === 'edit' && isLoading ? <Spinner label="Loading…" /> : null}
              {failure ? (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label="Product" required validationMessage={errors.product}>
                <LookupSelect
                  source="products"
                  aria-label="Product"
                  disabled={readOnly}
                  value={values.product}
                  onChange={(option) => {
                    const cat = (option?.record as { category?: { id: number; name: string } | null } | undefined)?.category;
                    setValues((v) => ({ ...v, product: option, category: cat ? { id: cat.id, label: cat.name } : v.category }));
                  }}
                />
              </Field>
              <Field label="Category">
                <LookupSelect source="categories" aria-label="Category" disabled={readOnly} value={values.category} onChange={(category) => setValues((v) => ({ ...v, category }))} />
              </Field>
              <Field label="Date" required validationMessage={errors.date}>
                <Input type="date" disabled={readOnly} value={values.date} onChange={(_, d) => setValues((v) => ({ ...v, date: d.value }))} />
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
