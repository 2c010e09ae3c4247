import { Badge, Text, ToggleButton, mergeClasses } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useCurrentLanguage } from '../../i18n';
import { useMenuWeekDaysStyles } from './MenuWeekDays.styles';
import type { MenuWeek } from './useMenuWeek';
import { dayLabel, dayName, dayOfMonth, longDayLabel } from './week';
import { AddOnDay, useRowName, WeekCell } from './WeekCell';

/**
 * The week a day at a time, for phones: a button per day (today's first, else Monday's, and the same weekday
 * when the week changes), then that day's products, each on the menu or one tap from it.
 */
export function MenuWeekDays({ week }: { week: MenuWeek }) {
  const styles = useMenuWeekDaysStyles();
  const { t } = useTranslation('menus');
  const language = useCurrentLanguage();
  const rowName = useRowName();
  const [weekday, setWeekday] = useState<number | null>(null);
  const shown = weekday ?? (week.today ? week.days.indexOf(week.today) : 0);
  const date = week.days[shown];
  const closed = week.isClosed(date);
  return (
    <div className={styles.root}>
      <div className={styles.days} role="group" aria-label={t('week.day')}>
        {week.days.map((day, index) => (
          <ToggleButton
            key={day}
            size="small"
            appearance={index === shown ? 'primary' : 'subtle'}
            checked={index === shown}
            className={mergeClasses(styles.day, week.isClosed(day) && styles.closedDay)}
            aria-label={
              week.isClosed(day)
                ? t('week.dayClosed', { day: longDayLabel(day, language) })
                : longDayLabel(day, language)
            }
            onClick={() => setWeekday(index)}
          >
            <span className={styles.dayText}>
              <span>{dayName(day, language)}</span>
              <span>{dayOfMonth(day)}</span>
            </span>
          </ToggleButton>
        ))}
      </div>
      <section className={styles.dayPanel} aria-label={t('week.menuOn', { day: dayLabel(date, language) })}>
        <div className={styles.dayHead}>
          <Text weight="semibold">{longDayLabel(date, language, true)}</Text>
          {closed ? (
            <Badge appearance="tint" color="subtle" size="small">
              {t('week.closed')}
            </Badge>
          ) : null}
          <AddOnDay week={week} date={date} />
        </div>
        {week.rows.length ? (
          <ul className={styles.products} aria-label={t('week.productsOn', { day: dayLabel(date, language) })}>
            {week.rows.map((row) => (
              <li key={row.productId} className={styles.product}>
                <span className={styles.productName} dir="auto">
                  {rowName(row)}
                </span>
                <WeekCell week={week} row={row} date={date} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
