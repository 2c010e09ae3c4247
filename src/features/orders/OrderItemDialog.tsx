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
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../components/resource';
import { ItemProductFields } from './ItemProductFields';
import { addons, name, note, product, text } from './orderItemForm';
import { QuantityDiscountFields } from './QuantityDiscountFields';
import { useOrderItemDialogStyles } from './OrderItemDialog.styles';
import { useOrderItemDialog } from './useOrderItemDialog';

/** Create (`/orders/:orderId/items/create`) and edit (`/orders/items/:id`) an order item, with live totals. */
export function OrderItemDialog({ mode }: { mode: 'create' | 'edit' }) {
  const styles = useOrderItemDialogStyles();
  const { t } = useTranslation(['orders', 'common']);
  const {
    form,
    values,
    errors,
    isLoading,
    busy,
    readOnly,
    orderId,
    choices,
    live,
    chooseVariation,
    close,
    overridePrompt,
  } = useOrderItemDialog(mode);

  const title = mode === 'create' ? t('dialog.createTitle') : t('dialog.editTitle');
  return (
    <Dialog open onOpenChange={(_, d) => (!d.open ? close() : undefined)}>
      <DialogSurface aria-label={title} style={{ maxWidth: 600 }}>
        <form
          id={form.formId}
          noValidate
          onSubmit={(event) => {
            // The order of an edited item is known once the item has loaded.
            if (orderId) return form.submit(event);
            event.preventDefault();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {mode === 'edit' && isLoading ? (
                <Spinner label={t('common:loading')} />
              ) : (
                <div className={styles.form}>
                  {form.serverError ? (
                    <MessageBar intent="error" className={styles.wide}>
                      <MessageBarBody>{form.serverError}</MessageBarBody>
                    </MessageBar>
                  ) : null}
                  <ItemProductFields
                    className={styles.wide}
                    values={values}
                    errors={errors}
                    choices={choices}
                    disabled={readOnly}
                    onProduct={(option) => form.change(product, option)}
                    onVariation={chooseVariation}
                    onAddons={(ids) => form.change(addons, ids)}
                  />
                  <Field label={t('item.name')} className={styles.wide}>
                    <Input
                      value={text(values.name)}
                      disabled={readOnly}
                      onChange={(_, d) => form.change(name, d.value)}
                    />
                  </Field>
                  <QuantityDiscountFields values={values} errors={errors} disabled={readOnly} onChange={form.change} />
                  <Field label={t('item.note')} className={styles.wide}>
                    <Textarea
                      value={text(values.note)}
                      disabled={readOnly}
                      onChange={(_, d) => form.change(note, d.value)}
                    />
                  </Field>
                  <div className={styles.totals} aria-live="polite">
                    <Text>
                      {t('dialog.subtotal')} <strong data-testid="item-subtotal">{formatMoney(live.subtotal)}</strong>
                    </Text>
                    <Text>
                      {t('dialog.total')} <strong data-testid="item-total">{formatMoney(live.total)}</strong>
                    </Text>
                  </div>
                </div>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('dialog.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={busy || readOnly}>
                {busy ? t('dialog.saving') : t('dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {overridePrompt}
      </DialogSurface>
    </Dialog>
  );
}
