import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { productsApi } from '../../api/generated/products';
import type { StandingOrder } from '../../api/generated/orders';
import {
  useAccess,
  type CreateExtra,
  type DrawerSave,
  type FormValues,
  type LookupOption,
} from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { StandingItemsEditor } from './StandingItems';
import { checkItems, emptyItem, fromPrefill, toDrafts, toWire, type DraftItem } from './items';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/** The edits of a list of draft items: change one, add one, remove one. */
function draftEdits(setItems: (change: (items: DraftItem[]) => DraftItem[]) => void) {
  return {
    onChange: (key: number, change: (item: DraftItem) => DraftItem) =>
      setItems((list) => list.map((item) => (item.key === key ? change(item) : item))),
    onAdd: () => setItems((list) => [...list, emptyItem()]),
    onRemove: (key: number) => setItems((list) => list.filter((item) => item.key !== key)),
  };
}

/**
 * The create modal's items (issue 32): sent with the standing order itself (the contract requires at least one),
 * checked with its fields on Save. "Make standing" fills them with the order's items.
 */
export function useNewStandingItems(values: FormValues, prefill?: FormValues): CreateExtra<StandingOrder> {
  const [items, setItems] = useState<DraftItem[]>(() => {
    const given = prefill?.items;
    return Array.isArray(given) && given.length ? fromPrefill(given as LookupOption[]) : [emptyItem()];
  });
  const [checked, setChecked] = useState(false);
  const outletId = ((values.outlet as LookupOption | null | undefined)?.id as number | undefined) ?? null;
  const content = (
    <StandingItemsEditor
      items={items}
      errors={checked ? checkItems(items) : new Map()}
      listError={checked && !items.length ? 'standingOrders:validation.items' : undefined}
      outletId={outletId}
      {...draftEdits(setItems)}
    />
  );
  return {
    content,
    validate: () => {
      setChecked(true);
      return items.length > 0 && checkItems(items).size === 0;
    },
    body: () => ({ items: toWire(items) }),
  };
}

/**
 * The drawer's items: edited together, then saved with "Save items" through the drawer's save (which asks first
 * when the change rewrites orders still to come). "Discard", a refusal aside, or declining brings back the stored ones.
 */
export function StandingItemsSection({ standing, save }: { standing: StandingOrder; save: DrawerSave }) {
  const styles = useStyles();
  const { t } = useTranslation('standingOrders');
  const mayEdit = useAccess('standing-orders', 'edit').can;
  const ids = standing.items.map((i) => i.product);
  const { data } = productsApi.useListProductsQuery({ id: ids, perPage: 100 }, { skip: !ids.length });
  const itemsKey = JSON.stringify(standing.items);
  const stored = useMemo(() => {
    const names = new Map((data?.data.results ?? []).map((p) => [p.id, p.name]));
    return toDrafts(JSON.parse(itemsKey) as StandingOrder['items'], (id) => names.get(id));
  }, [itemsKey, data]);
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = draft ?? stored;
  const reset = () => {
    setDraft(null);
    setChecked(false);
    setRefusal(null);
  };
  const send = async () => {
    setChecked(true);
    if (!items.length || checkItems(items).size) return;
    setBusy(true);
    const message = await save({ items: toWire(items) });
    setBusy(false);
    if (message) setRefusal(message);
    else reset();
  };
  return (
    <div className={styles.section}>
      <StandingItemsEditor
        items={items}
        errors={checked ? checkItems(items) : new Map()}
        listError={checked && !items.length ? 'standingOrders:validation.items' : undefined}
        outletId={standing.outlet.id}
        disabled={!mayEdit || busy}
        {...draftEdits((change) => setDraft((current) => change(current ?? stored)))}
      />
      {refusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      {draft ? (
        <div className={styles.actions}>
          <Button appearance="secondary" onClick={reset} disabled={busy}>
            {t('items.discard')}
          </Button>
          <Button appearance="primary" onClick={() => void send()} disabled={busy}>
            {t('items.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
