import { Badge, Button, Spinner, Text, mergeClasses } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import type { Menu } from '../../api/generated/menus';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { MenuWeekDays } from './MenuWeekDays';
import { useMenuWeekGridStyles } from './MenuWeekGrid.styles';
import { useMenuWeek, WEEK_PAGE, type MenuWeek } from './useMenuWeek';
import { AddOnDay, WeekCell } from './WeekCell';

/** Phones show the week a day at a time: seven columns would not fit without sideways scrolling. */
export const DAY_BY_DAY_QUERY = '(max-width: 639.98px)';

/**
 * A menu's items as one week: days as columns (the outlet's holidays marked Closed), products as rows; on a
 * phone, the same week a day at a time. Previous / This week / Next move by a week.
 */
export function MenuWeekGrid({ menu }: { menu: Menu }) {
  const styles = useMenuWeekGridStyles();
  const week = useMenuWeek(menu);
  const dayByDay = useMediaQuery(DAY_BY_DAY_QUERY);
  const { days } = week;
  return (
    <div className={styles.root}>
      <div className={styles.nav} role="group" aria-label="Week">
        <Button
          size="small"
          icon={<ChevronLeftRegular />}
          aria-label="Previous week"
          onClick={() => week.showWeek(-1)}
        />
        <Button size="small" onClick={week.showThisWeek}>
          This week
        </Button>
        <Button size="small" icon={<ChevronRightRegular />} aria-label="Next week" onClick={() => week.showWeek(1)} />
        <Text className={styles.range} aria-live="polite">
          {DateTime.fromISO(days[0]).toFormat('dd/LL')} – {DateTime.fromISO(days[6]).toFormat('dd/LL/yyyy')}
        </Text>
      </div>
      {week.isLoading ? (
        <Spinner size="tiny" label="Loading menu items…" />
      ) : week.error ? (
        <Text role="alert">{week.error}</Text>
      ) : (
        <>
          {dayByDay ? <MenuWeekDays week={week} /> : <WeekTable week={week} />}
          {!week.rows.length ? (
            <Text className={styles.muted}>No menu items this week. Add some with Add Menu Items.</Text>
          ) : null}
          {week.total > WEEK_PAGE ? (
            <Text className={styles.muted}>
              Showing the first {WEEK_PAGE} of {week.total} items this week; the list view shows them all.
            </Text>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Seven day columns and a row per product. */
function WeekTable({ week }: { week: MenuWeek }) {
  const styles = useMenuWeekGridStyles();
  return (
    // Wider than its box: it scrolls sideways, and the keyboard can reach and scroll it.
    <div className={styles.scroller} role="region" aria-label="Menu week, scrollable" tabIndex={0}>
      <table className={styles.table} aria-label="Menu week">
        <thead>
          <tr>
            <th className={styles.productHead} scope="col">
              Product
            </th>
            {week.days.map((date) => {
              const closed = week.isClosed(date);
              return (
                <th key={date} scope="col" className={mergeClasses(styles.dayHead, closed && styles.holiday)}>
                  <span className={styles.dayHeadInner}>
                    <span>{DateTime.fromISO(date).toFormat('ccc')}</span>
                    <span className={styles.dayDate}>{DateTime.fromISO(date).toFormat('dd/LL')}</span>
                    {closed ? (
                      <Badge appearance="tint" color="subtle" size="small">
                        Closed
                      </Badge>
                    ) : null}
                    <AddOnDay week={week} date={date} />
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {week.rows.map((row) => (
            <tr key={row.productId}>
              <th scope="row" className={styles.productHead} title={row.name}>
                {row.name}
              </th>
              {week.days.map((date) => (
                <td key={date} className={mergeClasses(styles.cell, week.isClosed(date) && styles.holiday)}>
                  <WeekCell week={week} row={row} date={date} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
