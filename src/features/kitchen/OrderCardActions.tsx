import { Button, mergeClasses } from '@fluentui/react-components';
import { FlagOffRegular, FlagRegular } from '@fluentui/react-icons';
import type { KitchenOrder } from '../../api/generated/kitchen';
import { BusyRing } from '../../components/LoadingScreen';
import { useTranslation } from '../../i18n/useTranslation';
import { PrintTicketButton } from '../printing';
import { useOrderCardStyles } from './OrderCard.styles';
import { PRIMARY_ACTION_ATTR } from './selection';
import type { CardAction, KitchenAction } from './transitions';
import type { useOrderCard } from './useOrderCard';

interface OrderCardActionsProps {
  order: KitchenOrder;
  number: string;
  actions: readonly CardAction[];
  /** The action Enter takes (the selected card's next step), if any. */
  primary: KitchenAction | null;
  busy: ReturnType<typeof useOrderCard>['busy'];
  printable: boolean;
  canMarkUrgent: boolean;
  timeZone: string;
  compact: boolean;
  onChoose: (action: CardAction) => void;
  onToggleUrgent: () => void;
}

/** The order card's buttons: its status actions, the urgent mark and Print ticket (none: no group). */
export function OrderCardActions({
  order,
  number,
  actions,
  primary,
  busy,
  printable,
  canMarkUrgent,
  timeZone,
  compact,
  onChoose,
  onToggleUrgent,
}: OrderCardActionsProps) {
  const styles = useOrderCardStyles();
  const { t } = useTranslation('kitchen');
  // The status actions, then Print ticket (kept apart: it changes nothing, and a keyboard user keeps to the next step).
  return actions.length || printable || canMarkUrgent ? (
    <div className={styles.actions} role="group" aria-label={t('card.actionsFor', { number })}>
      {actions.map((action) => (
        <Button
          key={action.id}
          data-card-action
          {...(action === primary ? { [PRIMARY_ACTION_ATTR]: true } : {})}
          size="large"
          appearance={action === primary ? 'primary' : 'secondary'}
          className={mergeClasses(
            styles.action,
            action.emphasis === 'danger' && styles.danger,
            action.anyway && styles.anyway,
          )}
          disabledFocusable={busy !== null}
          icon={busy === action.id ? <BusyRing size="small" /> : undefined}
          onClick={() => onChoose(action)}
        >
          {action.anyway ? t('actions.completeAnyway') : t(`actions.${action.id}`)}
        </Button>
      ))}
      {canMarkUrgent ? (
        <Button
          size="large"
          appearance="subtle"
          className={styles.urgencyAction}
          icon={busy === 'urgency' ? <BusyRing size="small" /> : order.urgent ? <FlagOffRegular /> : <FlagRegular />}
          disabledFocusable={busy !== null}
          aria-pressed={!!order.urgent}
          onClick={onToggleUrgent}
        >
          {order.urgent ? t('actions.not_urgent') : t('actions.urgent')}
        </Button>
      ) : null}
      {printable ? (
        <PrintTicketButton
          order={order}
          zone={timeZone}
          size="large"
          appearance="subtle"
          className={styles.printAction}
          iconOnly={compact}
        />
      ) : null}
    </div>
  ) : null;
}
