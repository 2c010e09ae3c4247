import type { Order, OrderSummaryItem } from '../../api/generated/orders';
import { TextCell } from '../../components/resource';
import { currentLanguage, i18n, isolate, localizedName, useCurrentLanguage, type Language } from '../../i18n';

/**
 * An order's summary in the viewer's language. The server writes the summary from the items ("3 × Falafel
 * Wrap, 2 × Hummus", in English) and keeps it in step with them until staff write their own; while it is still
 * that derived text the order carries `summary_items` (the server compares, it alone knows the rule), and the
 * summary is made again here from them, each product-named item in the viewer's language ("3 × فتّوش، 2 ×
 * حمّص"). A summary staff wrote (`summary_items` null) is shown as written, in any language.
 */
type WithSummary = Pick<Order, 'summary'> & { summary_items?: OrderSummaryItem[] | null };

export function orderSummary(order: WithSummary, language: Language = currentLanguage()): string | null {
  const items = order.summary_items;
  if (language === 'en' || !items?.length) return order.summary ?? null;
  const t = i18n.getFixedT(language, 'orders');
  return items
    .map((item) =>
      t('summary.item', {
        quantity: item.quantity,
        name: isolate(localizedName(item.name, item.translations, language)),
      }),
    )
    .join(t('summary.separator'));
}

/** The summary in the viewer's language as a list cell (re-rendered when the language changes). */
export function OrderSummaryCell({ order, max }: { order: WithSummary; max?: number }) {
  const language = useCurrentLanguage();
  return <TextCell value={orderSummary(order, language)} max={max} />;
}
