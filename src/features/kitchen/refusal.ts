import { DateTime } from 'luxon';
import { errorMessage } from '../../api/errors';
import { formatTime } from '../../lib/dates';
import { KITCHEN_ITEM, type BoardReport } from './queue';
import { isolate, itemProductName, say } from './words';

/** The tap as the cook made it: "Accept", or an item's "Ready (Hummus)". */
function tapName(report: BoardReport): string {
  const action = say(`kitchen:actions.${report.payload.action}`);
  if (report.kind !== KITCHEN_ITEM) return action;
  const item = report.payload.order.items.find((i) => i.id === report.payload.update.order_item_id);
  return item ? say('kitchen:queue.itemAction', { action, item: isolate(itemProductName(item)) }) : action;
}

/**
 * What a refused queued tap tells the cook, in their language: what happened to the order meanwhile and that
 * their tap was not applied ("Cancelled by Maya Haddad at 12:06 pm, your Accept was not applied."). A change
 * made under the cook's own name came from another screen. The time is in the board's zone.
 */
export function refusalText(report: BoardReport, zone: string, me: string | null | undefined): string {
  const action = tapName(report);
  const { now, error, kind } = report.detail;
  if (kind === 'changed' && now) {
    const at = DateTime.fromISO(now.at).setZone(zone);
    const who = now.by && now.by === me ? say('kitchen:queue.byYou') : now.by || say('kitchen:queue.bySomeone');
    const what = say(`kitchen:queue.changedTo.${now.status}`, {
      who: isolate(who),
      time: isolate(at.isValid ? formatTime(at) : ''),
    });
    return say('kitchen:queue.notApplied', { what, action });
  }
  if (kind === 'changed') return say('kitchen:queue.notApplied', { what: say('kitchen:queue.changed'), action });
  return say('kitchen:queue.refused', { action, reason: isolate(errorMessage(error)) });
}
