import { useState, type FormEvent } from 'react';
import type { FilterValue } from '../types';
import { dateBetween, rangeFromValue, withEnd, type DateRange } from './dateRange';

/**
 * The From and To calendars' controller: the ends picked so far (a draft, possibly half a range), reported
 * as a range only when both are set; a value changed from outside replaces the draft.
 */
export function useDateRangePicker(value: DateRange | null, onChange: (range: DateRange | null) => void) {
  const [draft, setDraft] = useState<Partial<DateRange>>(value ?? {});
  const [seen, setSeen] = useState(dateBetween(value));
  if (seen !== dateBetween(value)) {
    // The value changed from outside (the URL, a reset, a default arriving): show it.
    setSeen(dateBetween(value));
    setDraft(value ?? {});
  }
  const set = (end: 'from' | 'to', date: string | null) => {
    const next = withEnd(draft, end, date);
    setDraft(next);
    onChange(next.from && next.to ? { from: next.from, to: next.to } : null);
  };
  const clear = () => {
    setDraft({});
    onChange(null);
  };
  return { draft, set, clear };
}

/** The `dateRange` column filter's controller: the range being picked, applied (or none) on submit. */
export function useDateRangeFilterForm(
  value: FilterValue | undefined,
  onApply: (value: FilterValue | undefined) => void,
) {
  const [range, setRange] = useState<DateRange | null>(rangeFromValue(value));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(range ? [range.from, range.to] : undefined);
  };
  return { range, setRange, submit };
}
