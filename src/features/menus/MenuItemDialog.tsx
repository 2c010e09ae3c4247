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
import { useTranslation } from '../../i18n/useTranslation';
import { useReturnFocusOnClose } from '../../components/a11y/focus';
import { DateInput, LookupSelect } from '../../components/resource';
import { useTranslateText } from '../../i18n';
import { asOption, category, date, product, useMenuItemDialog } from './useMenuItemDialog';

/**
 * Create (`/menus/:menuId/menu-items/create`) and edit (`/menus/:menuId/menu-items/:id`) one menu item. Closed
 * (Escape, Cancel, Save), it gives focus back to what opened it: Add New, or the row's Edit button.
 */
export function MenuItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  useReturnFocusOnClose();
  const { t } = useTranslation(['menus', 'common']);
  const tr = useTranslateText();
  const { form, isLoading, readOnly, saving, close } = useMenuItemDialog(mode);
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
              <Button appearance="primary" type="submit" disabled={readOnly || saving}>
                {t('dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
