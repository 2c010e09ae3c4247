import { mergeClasses, Text, useFieldContext_unstable } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { instantOf, wallClock, zoneLabel } from '../../../lib/zones';
import type { OpeningTimes } from '../types';
import { DateInput } from './DateInput';
import { OpeningNote } from './OpeningNote';
import { useDateInputStyles } from './dates.styles';
import { TimeInput } from './TimeInput';
import { useTranslation } from '../../../i18n/useTranslation';

export interface DateTimeInputProps {
  /** The instant, ISO 8601 (as the API holds it); '' or null for none. */
  value: string | null | undefined;
  /** The IANA zone the date and time are shown and entered in. */
  zone: string;
  /** The new instant (ISO 8601 in UTC) once both date and time are set; '' when the date is cleared. */
  onChange: (instant: string) => void;
  /** Names the two parts: '<label> (date)' and '<label> (time)'. */
  label: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  onFocus?: () => void;
  className?: string;
  /**
   * When the zone changes (another outlet picked): keep the typed wall clock, so 12:30 stays 12:30 in
   * the new zone ('wallClock', a form being filled in), or keep the instant and show it in the new zone
   * ('instant', default: a saved record).
   */
  keep?: 'instant' | 'wallClock';
  /** When the place the date is for opens: its closed days greyed in the calendar, its hours named under it. */
  opening?: OpeningTimes;
}

interface Draft {
  date: string;
  time: string;
}

const draftOf = (value: string | null | undefined, zone: string): Draft =>
  wallClock(value, zone) ?? { date: '', time: '' };

const DATE_PART = 'date';
const TIME_PART = 'time';

/**
 * A date-time entered as the wall clock of `zone`: a DD/MM/YYYY date picker and an 'hh:mm am' time
 * field; the zone is named under them when it is not the browser's. Reports the instant once both are
 * set, so 12:30 in Beirut is 10:30 UTC whatever the browser's zone.
 */
export function DateTimeInput({
  value,
  zone,
  onChange,
  label,
  id,
  disabled,
  invalid,
  onFocus,
  className,
  keep = 'instant',
  opening,
}: DateTimeInputProps) {
  const styles = useDateInputStyles();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, zone));
  const [seen, setSeen] = useState(value ?? '');
  if (seen !== (value ?? '')) {
    // A new value from outside: show its wall clock (a draft that names it, or an unfinished one while
    // there is none, stays as typed).
    setSeen(value ?? '');
    const named = instantOf(draft.date, draft.time, zone);
    if (value ? named !== value : named !== null) setDraft(draftOf(value, zone));
  }
  const zoneRef = useRef(zone);
  useEffect(() => {
    if (zoneRef.current === zone) return;
    zoneRef.current = zone;
    if (keep === 'instant') setDraft(draftOf(value, zone));
    else if (draft.date && draft.time) onChange(instantOf(draft.date, draft.time, zone) ?? '');
    // Runs when the zone changes only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zone]);
  const update = (next: Draft) => {
    setDraft(next);
    if (!next.date) onChange('');
    else if (next.time) onChange(instantOf(next.date, next.time, zone) ?? '');
  };
  const zoneNote = zoneLabel(zone);
  const { t } = useTranslation(['kit', 'common']);
  const common = { disabled, onFocus, 'aria-invalid': invalid || undefined };
  // Inside a Field both parts would be named by its label alone: name them '<label> (date)' and
  // '<label> (time)' with the Field's label and a hidden word of their own.
  const fieldLabelId = useFieldContext_unstable()?.labelId;
  const partId = useId();
  const named = (part: 'date' | 'time') =>
    fieldLabelId
      ? { 'aria-labelledby': `${fieldLabelId} ${partId}-${part}` }
      : { 'aria-label': t('dates.part', { label, part: part === 'date' ? t('dates.partDate') : t('dates.partTime') }) };
  return (
    <div className={mergeClasses(styles.dateTime, className)} role="group" aria-label={label}>
      <DateInput
        {...common}
        id={id}
        className={styles.datePart}
        {...named(DATE_PART)}
        zone={zone}
        closedWeekdays={opening?.closedWeekdays}
        value={draft.date}
        onChange={(date) => update({ ...draft, date: date ?? '' })}
      />
      <TimeInput
        {...common}
        className={styles.timePart}
        {...named(TIME_PART)}
        value={draft.time}
        onChange={(time) => update({ ...draft, time })}
      />
      <span id={`${partId}-date`} hidden>
        {t('dates.datePart')}
      </span>
      <span id={`${partId}-time`} hidden>
        {t('dates.timePart')}
      </span>
      {zoneNote ? (
        <Text className={styles.zone} data-testid="time-zone-note">
          {t('dates.timeZone', { zone })}
        </Text>
      ) : null}
      <OpeningNote opening={opening} className={styles.zone} />
    </div>
  );
}
