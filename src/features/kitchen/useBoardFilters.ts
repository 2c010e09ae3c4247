import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { SearchChange } from '../../lib/useSearchState';
import { DATE_FILTERS, STATUS_FILTERS, type BoardFilters, type DateFilter, type StatusFilter } from './filters';

/**
 * The board's filter groups: the status and day options in the user's language, and their changes (each
 * goes back to page 1; a custom range starts from the range shown, or today).
 */
export function useFilterGroups(today: string, onChange: (change: SearchChange<BoardFilters>) => void) {
  const { t } = useTranslation('kitchen');
  const statusOptions = STATUS_FILTERS.map((f) => ({ value: f.value, label: t(`filters.status.${f.value}`) }));
  const dateOptions = DATE_FILTERS.map((f) => ({ value: f.value, label: t(`filters.date.${f.value}`) }));
  const setStatus = (status: StatusFilter) => onChange({ status, page: 1 });
  const setDate = (date: DateFilter) =>
    onChange((current) =>
      date === 'custom'
        ? { ...current, date, from: current.from ?? today, to: current.to ?? current.from ?? today, page: 1 }
        : { status: current.status, date, page: 1 },
    );
  return { statusOptions, dateOptions, setStatus, setDate };
}

/** The phones' filter drawer: closed at first. */
export function useFilterDrawer() {
  const [open, setOpen] = useState(false);
  return { open, setOpen };
}
