import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/**
 * How many unfinished orders from earlier days the kitchen still has: they stay on the board's Open view
 * until someone moves them on, and the sheet (which sums its own days) does not count them.
 */
export function CarriedOverNotice({ count, boardLinked }: { count: number; boardLinked: boolean }) {
  const navigate = useNavigate();
  const href = paths.kitchenOrders.list;
  return (
    <MessageBar intent="warning" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>Carried over</MessageBarTitle>
        {count} unfinished {count === 1 ? 'order' : 'orders'} from earlier days {count === 1 ? 'is' : 'are'} still open
        and not counted in this sheet.{' '}
        {boardLinked ? (
          <Link
            href={href}
            onClick={(e) => {
              e.preventDefault();
              void navigate(href);
            }}
          >
            Show on the board
          </Link>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
