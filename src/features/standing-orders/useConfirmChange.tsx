import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { clientsApi } from '../../api/generated/clients';
import { ordersApi, type StandingOrder } from '../../api/generated/orders';
import { ConfirmDialog, type SaveConfirm } from '../../components/resource';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTimeInZone } from '../../lib/zones';
import { ORDER_SHAPING_FIELDS, ordersChangedBy, type AffectedOrder, type OutletTiming } from './futureOrders';

/**
 * Asks before a change of a standing order rewrites or cancels its orders still to come (issue 32): "This
 * changes 3 future orders (dates). Change them?" with Cancel (nothing is sent, the field goes back) and Change.
 * The orders are its pending ones due after now (the orders list, filtered), judged as the server will judge
 * them (`ordersChangedBy`). A change touching none is sent without a question; so is one when the orders cannot
 * be read (the save then meets the same trouble and says so).
 */

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** How far ahead orders are looked for: beyond any placing horizon. */
const AHEAD_MS = 400 * 24 * 3_600_000;
/** Dates named in the question; more are counted. */
const NAMED = 5;

interface Question {
  affected: AffectedOrder[];
  pausing: boolean;
  resolve: (yes: boolean) => void;
}

export function useConfirmStandingChange(record: StandingOrder | undefined): SaveConfirm {
  const recordRef = useRef(record);
  recordRef.current = record;
  const [listOrders] = ordersApi.useLazyListOrdersQuery();
  const [listOutlets] = clientsApi.useLazyListOutletsQuery();
  const [question, setQuestion] = useState<Question | null>(null);

  const confirm = useCallback(
    async (changes: Record<string, unknown> | FormData): Promise<boolean> => {
      const standing = recordRef.current;
      if (!standing || changes instanceof FormData) return true;
      if (!Object.keys(changes).some((f) => ORDER_SHAPING_FIELDS.includes(f))) return true;
      const now = Date.now();
      let affected: AffectedOrder[];
      try {
        const placed = (
          await listOrders({
            standingOrder: String(standing.id),
            statusIn: 'pending',
            dateBetween: `${new Date(now).toISOString()},${new Date(now + AHEAD_MS).toISOString()}`,
            perPage: 100,
            orderBy: 'date',
            order: 'ASC',
          }).unwrap()
        ).data.results.flatMap((o) => (o.date ? [{ id: o.id, date: o.date, outlet: o.outlet }] : []));
        if (!placed.length) return true;
        const outletIds = [
          ...new Set([Number(changes.outlet ?? standing.outlet.id), ...placed.flatMap((o) => o.outlet?.id ?? [])]),
        ];
        const outlets = (await listOutlets({ id: outletIds, perPage: 100 }).unwrap()).data.results;
        const byId = new Map<number, OutletTiming>(outlets.map((o) => [o.id, o]));
        affected = ordersChangedBy(standing, changes, placed, byId, now);
      } catch (error) {
        console.error('Could not read the standing order’s orders still to come', error);
        return true;
      }
      if (!affected.length) return true;
      return new Promise<boolean>((resolve) => setQuestion({ affected, pausing: changes.paused === true, resolve }));
    },
    [listOrders, listOutlets],
  );

  const answer = (yes: boolean) => {
    question?.resolve(yes);
    setQuestion(null);
  };
  const dialog = question ? <ChangeDialog question={question} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

function ChangeDialog({ question, onAnswer }: { question: Question; onAnswer: (yes: boolean) => void }) {
  const styles = useStyles();
  const { t } = useTranslation('standingOrders');
  const { affected, pausing } = question;
  const count = affected.length;
  const cancelling = affected.every((o) => o.fate === 'cancelled');
  const title = pausing ? t('confirm.pauseTitle') : t('confirm.title');
  return (
    <ConfirmDialog
      title={title}
      aria-label={title}
      maxWidth={480}
      confirmLabel={pausing ? t('confirm.pause') : t('confirm.change')}
      onAnswer={onAnswer}
    >
      <Text as="p">{cancelling ? t('confirm.cancels', { count }) : t('confirm.changes', { count })}</Text>
      <ul className={styles.list} data-testid="standing-affected-orders">
        {affected.slice(0, NAMED).map((o) => (
          <li key={o.id}>
            {t(o.fate === 'cancelled' ? 'confirm.cancelledOn' : 'confirm.changedOn', {
              date: formatDateTimeInZone(o.date, o.zone),
            })}
          </li>
        ))}
        {count > NAMED ? <li>{t('confirm.more', { count: count - NAMED })}</li> : null}
      </ul>
      <Text as="p">{pausing ? t('confirm.pauseQuestion') : t('confirm.question')}</Text>
    </ConfirmDialog>
  );
}
