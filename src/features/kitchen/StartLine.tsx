import { mergeClasses } from '@fluentui/react-components';
import { AlertUrgentFilled, CalendarClockRegular, TimerRegular, WarningFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useOrderCardStyles } from './OrderCard.styles';
import type { DueKind, DueState } from './urgency';

const DUE_ICON: Record<DueKind, ReactNode> = {
  due: <CalendarClockRegular />,
  start: <TimerRegular />,
  now: <WarningFilled />,
  overdue: <AlertUrgentFilled />,
};

/**
 * When to start the order, in words with an icon: "Due in 1 h 20 min", "Start in 35 min", "Start now",
 * "Overdue 12 min"; an order left open from an earlier day says so with its day ("Carried over from Thu 26/11").
 */
export function StartLine({ state, carriedOver }: { state: DueState; carriedOver: string }) {
  const styles = useOrderCardStyles();
  return (
    <p
      className={mergeClasses(
        styles.dueLine,
        state.urgency === 'warning' && styles.dueLineWarning,
        state.urgency === 'urgent' && styles.dueLineUrgent,
      )}
    >
      <span className={styles.icon} aria-hidden="true">
        {DUE_ICON[state.kind]}
      </span>
      <span className={styles.dueText}>{state.text}</span>
      {carriedOver ? <span className={styles.carriedOver}>{carriedOver}</span> : null}
    </p>
  );
}
