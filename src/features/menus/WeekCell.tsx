import { Spinner, Tooltip } from '@fluentui/react-components';
import { AddRegular, CalendarAddRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { ConfirmDelete, GuardedButton } from '../../components/resource';
import { useMenuWeekGridStyles } from './MenuWeekGrid.styles';
import type { MenuWeek } from './useMenuWeek';
import type { WeekRow } from './weekGrid';

export const dayLabel = (date: string) => DateTime.fromISO(date).toFormat('ccc dd/LL');

/**
 * A product on one day of the week: on the menu (a check, and Remove after 'Are you sure?'), being added,
 * or not (Add puts it on that day at once). The same control in the week grid and the phone's day view.
 */
export function WeekCell({ week, row, date }: { week: MenuWeek; row: WeekRow; date: string }) {
  const styles = useMenuWeekGridStyles();
  const item = row.byDate.get(date);
  if (item)
    return (
      <span className={styles.filled}>
        <CheckmarkRegular aria-label={`${row.name} on ${date}`} />
        <ConfirmDelete onConfirm={() => week.removeItem(item, row.name, date)}>
          {(open) => (
            <GuardedButton
              access={week.remove}
              hideWhenDenied
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={`Remove ${row.name} on ${date}`}
              onClick={open}
            />
          )}
        </ConfirmDelete>
      </span>
    );
  if (week.isAdding(row.productId, date))
    return <Spinner size="extra-tiny" aria-label={`Adding ${row.name} on ${date}`} />;
  return (
    <GuardedButton
      access={week.create}
      hideWhenDenied
      size="small"
      appearance="subtle"
      icon={<AddRegular />}
      aria-label={`Add ${row.name} on ${date}`}
      onClick={() => void week.add(row.productId, date)}
    />
  );
}

/** The add button of a day: opens Add Menu Item on that date. */
export function AddOnDay({ week, date }: { week: MenuWeek; date: string }) {
  return (
    <Tooltip content={`Add a menu item on ${dayLabel(date)}`} relationship="description">
      <GuardedButton
        access={week.create}
        hideWhenDenied
        size="small"
        appearance="subtle"
        icon={<CalendarAddRegular />}
        aria-label={`Add a menu item on ${date}`}
        onClick={() => week.openCreate(date)}
      />
    </Tooltip>
  );
}
