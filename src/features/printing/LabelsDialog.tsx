import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { printNow, PrintDocument } from '../../components/print';
import { readDeviceItem, writeDeviceItem } from '../../lib/browserStorage';
import { orderNumber } from '../../lib/orderNumber';
import { DEFAULT_LABEL_STOCK, isLabelStock, LABEL_STOCKS, labelsOf, type LabelStock } from './labels';
import { MealLabels } from './MealLabels';
import { useTextOptions } from './textOptions';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The label stock this device printed on last (one printer per packing table): a setting of the device,
 * `device:label-stock`, kept at sign-out (lib/browserStorage.ts); `label-stock` is where it was kept before.
 */
const STOCK_NAME = 'label-stock';
const LEGACY_STOCK_KEY = 'label-stock';

function storedStock(): LabelStock {
  const value = readDeviceItem(STOCK_NAME, LEGACY_STOCK_KEY);
  return isLabelStock(value) ? value : DEFAULT_LABEL_STOCK;
}
/** Where storage is unavailable, the choice lasts this dialog. */
const storeStock = (stock: LabelStock) => writeDeviceItem(STOCK_NAME, stock);

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& p': { margin: 0 } },
  preview: {
    alignSelf: 'flex-start',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#fff',
    color: '#000',
    boxShadow: tokens.shadow4,
  },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** 'Print labels': the label stock, a preview of the first label, and Print (one label per meal). */
export default function LabelsDialog({
  order,
  zone,
  onClose,
}: {
  order: KitchenOrder;
  zone: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const options = useTextOptions(zone);
  const [stock, setStock] = useState<LabelStock>(storedStock);
  const labels = useMemo(() => labelsOf(order, options), [order, options]);
  const { t } = useTranslation('printing');
  const count = t('labels.count', { count: labels.length });
  return (
    <>
      <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('labels.title', { number: orderNumber(order.order_number) })}</DialogTitle>
            <DialogContent className={styles.content}>
              <p>{t('labels.intro', { labels: count })}</p>
              <Field label={t('labels.stock')}>
                <RadioGroup
                  value={stock}
                  onChange={(_, d) => {
                    if (!isLabelStock(d.value)) return;
                    setStock(d.value);
                    storeStock(d.value);
                  }}
                >
                  {(Object.keys(LABEL_STOCKS) as LabelStock[]).map((id) => (
                    <Radio key={id} value={id} label={t(`labels.stocks.${id}`)} />
                  ))}
                </RadioGroup>
              </Field>
              {labels.length ? (
                <figure className={styles.content} style={{ margin: 0 }}>
                  <figcaption className={styles.caption}>{t('labels.preview')}</figcaption>
                  <div className={styles.preview} style={{ zoom: stock === '4x6' ? 0.45 : 1 }}>
                    <MealLabels labels={labels.slice(0, 1)} stock={stock} />
                  </div>
                </figure>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('labels.cancel')}
              </Button>
              <Button appearance="primary" disabled={!labels.length} onClick={printNow}>
                {t('labels.print', { labels: count })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {labels.length ? (
        <PrintDocument paper={LABEL_STOCKS[stock]}>
          <MealLabels labels={labels} stock={stock} />
        </PrintDocument>
      ) : null}
    </>
  );
}
