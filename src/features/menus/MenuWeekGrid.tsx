import { Badge, Button, Spinner, Text, mergeClasses } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../i18n/useTranslation';
import type { Menu } from '../../api/generated/menus';
import { useCurrentLanguage, useMirrorInRtl } from '../../i18n';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { MenuWeekDays } from './MenuWeekDays';
import { useMenuWeekGridStyles } from './MenuWeekGrid.styles';
import { useMenuWeek, WEEK_PAGE, type MenuWeek } from './useMenuWeek';
import { dateNumbers, dayAndMonth, dayName } from './week';
import { AddOnDay, useRowName, WeekCell } from './WeekCell';

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
  const { t } = useTranslation('menus');
  const mirror = useMirrorInRtl();
  return (
    <div className={styles.root}>
      <div className={styles.nav} role="group" aria-label={t('week.label')}>
        <Button
          size="small"
          icon={<ChevronLeftRegular className={mirror} />}
          aria-label={t('week.previous')}
          onClick={() => week.showWeek(-1)}
        />
        <Button size="small" onClick={week.showThisWeek}>
          {t('week.thisWeek')}
        </Button>
        <Button
          size="small"
          icon={<ChevronRightRegular className={mirror} />}
          aria-label={t('week.next')}
          onClick={() => week.showWeek(1)}
        />
        <Text className={styles.range} aria-live="polite">
          <bdi>
            {t('week.range', {
              from: dateNumbers(days[0], 'dayMonth'),
              to: dateNumbers(days[6], 'full'),
            })}
          </bdi>
        </Text>
      </div>
      {week.isLoading ? (
        <Spinner size="tiny" label={t('list.loading')} />
      ) : week.error ? (
        <Text role="alert">{week.error}</Text>
      ) : (
        <>
          {dayByDay ? <MenuWeekDays week={week} /> : <WeekTable week={week} />}
          {!week.rows.length ? <Text className={styles.muted}>{t('week.empty')}</Text> : null}
          {week.total > WEEK_PAGE ? (
            <Text className={styles.muted}>{t('week.truncated', { shown: WEEK_PAGE, total: week.total })}</Text>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Seven day columns and a row per product. */
function WeekTable({ week }: { week: MenuWeek }) {
  const styles = useMenuWeekGridStyles();
  const { t } = useTranslation('menus');
  const language = useCurrentLanguage();
  const rowName = useRowName();
  return (
    // Wider than its box: it scrolls sideways, and the keyboard can reach and scroll it.
    <div className={styles.scroller} role="region" aria-label={t('week.scrollable')} tabIndex={0}>
      <table className={styles.table} aria-label={t('week.table')}>
        <thead>
          <tr>
            <th className={styles.productHead} scope="col">
              {t('week.product')}
            </th>
            {week.days.map((date) => {
              const closed = week.isClosed(date);
              return (
                <th key={date} scope="col" className={mergeClasses(styles.dayHead, closed && styles.holiday)}>
                  <span className={styles.dayHeadInner}>
                    <span>{dayName(date, language)}</span>
                    <span className={styles.dayDate}>{dayAndMonth(date)}</span>
                    {closed ? (
                      <Badge appearance="tint" color="subtle" size="small">
                        {t('week.closed')}
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
              <th scope="row" className={styles.productHead} title={rowName(row)} dir="auto">
                {rowName(row)}
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
