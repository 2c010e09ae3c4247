import { Badge, Text, ToggleButton, mergeClasses } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useMenuWeekDaysStyles } from './MenuWeekDays.styles';
import type { MenuWeek } from './useMenuWeek';
import { AddOnDay, dayLabel, WeekCell } from './WeekCell';

/**
 * The week a day at a time, for phones: a button per day (today's first, else Monday's, and the same weekday
 * when the week changes), then that day's products, each on the menu or one tap from it.
 */
export function MenuWeekDays({ week }: { week: MenuWeek }) {
  const styles = useMenuWeekDaysStyles();
  const [weekday, setWeekday] = useState<number | null>(null);
  const shown = weekday ?? (week.today ? week.days.indexOf(week.today) : 0);
  const date = week.days[shown];
  const closed = week.isClosed(date);
  return (
    <div className={styles.root}>
      <div className={styles.days} role="group" aria-label="Day">
        {week.days.map((day, index) => (
          <ToggleButton
            key={day}
            size="small"
            appearance={index === shown ? 'primary' : 'subtle'}
            checked={index === shown}
            className={mergeClasses(styles.day, week.isClosed(day) && styles.closedDay)}
            aria-label={`${DateTime.fromISO(day).toFormat('cccc dd/LL')}${week.isClosed(day) ? ', closed' : ''}`}
            onClick={() => setWeekday(index)}
          >
            <span className={styles.dayText}>
              <span>{DateTime.fromISO(day).toFormat('ccc')}</span>
              <span>{DateTime.fromISO(day).toFormat('dd')}</span>
            </span>
          </ToggleButton>
        ))}
      </div>
      <section className={styles.dayPanel} aria-label={`Menu on ${dayLabel(date)}`}>
        <div className={styles.dayHead}>
          <Text weight="semibold">{DateTime.fromISO(date).toFormat('cccc dd/LL/yyyy')}</Text>
          {closed ? (
            <Badge appearance="tint" color="subtle" size="small">
              Closed
            </Badge>
          ) : null}
          <AddOnDay week={week} date={date} />
        </div>
        {week.rows.length ? (
          <ul className={styles.products} aria-label={`Products on ${dayLabel(date)}`}>
            {week.rows.map((row) => (
              <li key={row.productId} className={styles.product}>
                <span className={styles.productName}>{row.name}</span>
                <WeekCell week={week} row={row} date={date} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
