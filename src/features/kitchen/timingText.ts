/** The board header's timing line: today's figures of the outlets the board shows, in few words. */
import type { TimingFigures } from '../../api/generated/kitchen';
import { i18n, numberLocale, type Language } from '../../i18n';
import { minutesText, shareText } from '../../lib/timing';

/**
 * 'Today: Accept → ready 12 min (90% within 18) · Ready by due 94%'; the accept → ready part only when an
 * order was accepted and made ready on the board, 'Today: no order ready yet' when none has been ready.
 */
export function boardTimingText(figures: TimingFigures, language: Language): string {
  const locale = numberLocale(language);
  const parts: string[] = [];
  const prep = figures.accept_to_ready;
  if (prep)
    parts.push(
      i18n.t('kitchen:board.timing.acceptToReady', {
        median: minutesText(prep.median, locale),
        p90: minutesText(prep.p90, locale),
      }),
    );
  if (figures.orders)
    parts.push(i18n.t('kitchen:board.timing.readyByDue', { share: shareText(figures.ready_by_due_share, locale) }));
  else parts.push(i18n.t('kitchen:board.timing.none'));
  return i18n.t('kitchen:board.timing.today', { figures: parts.join(' · ') });
}
