import { Spinner, Tooltip } from '@fluentui/react-components';
import { AddRegular, CalendarAddRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDelete, GuardedButton } from '../../components/resource';
import { useCurrentLanguage } from '../../i18n';
import { useLocalizedName } from '../products';
import type { MenuWeek } from './useMenuWeek';
import { useMenuWeekGridStyles } from './MenuWeekGrid.styles';
import { dayLabel } from './week';
import type { WeekRow } from './weekGrid';

/** A row's product name in the viewer's language. */
export function useRowName() {
  const localized = useLocalizedName();
  return (row: WeekRow) => localized(row.name, row.translations);
}

/**
 * A product on one day of the week: on the menu (a check, and Remove after 'Are you sure?'), being added,
 * or not (Add puts it on that day at once). The same control in the week grid and the phone's day view.
 */
export function WeekCell({ week, row, date }: { week: MenuWeek; row: WeekRow; date: string }) {
  const styles = useMenuWeekGridStyles();
  const { t } = useTranslation('menus');
  const name = useRowName()(row);
  const item = row.byDate.get(date);
  if (item)
    return (
      <span className={styles.filled}>
        <CheckmarkRegular aria-label={t('week.onMenu', { name, date })} />
        <ConfirmDelete onConfirm={() => week.removeItem(item, name, date)}>
          {(open) => (
            <GuardedButton
              access={week.remove}
              hideWhenDenied
              size="small"
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={t('week.remove', { name, date })}
              onClick={open}
            />
          )}
        </ConfirmDelete>
      </span>
    );
  if (week.isAdding(row.productId, date))
    return <Spinner size="extra-tiny" aria-label={t('week.adding', { name, date })} />;
  return (
    <GuardedButton
      access={week.create}
      hideWhenDenied
      size="small"
      appearance="subtle"
      icon={<AddRegular />}
      aria-label={t('week.add', { name, date })}
      onClick={() => void week.add(row.productId, date)}
    />
  );
}

/** The add button of a day: opens Add Menu Item on that date. */
export function AddOnDay({ week, date }: { week: MenuWeek; date: string }) {
  const { t } = useTranslation('menus');
  const language = useCurrentLanguage();
  return (
    <Tooltip content={t('week.addOnDay', { day: dayLabel(date, language) })} relationship="description">
      <GuardedButton
        access={week.create}
        hideWhenDenied
        size="small"
        appearance="subtle"
        icon={<CalendarAddRegular />}
        aria-label={t('week.addOnDate', { date })}
        onClick={() => week.openCreate(date)}
      />
    </Tooltip>
  );
}
