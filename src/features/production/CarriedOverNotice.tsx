import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { paths } from '../../resources/paths';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * How many unfinished orders from earlier days the kitchen still has: they stay on the board's Open view
 * until someone moves them on, and the sheet (which sums its own days) does not count them.
 */
export function CarriedOverNotice({ count, boardLinked }: { count: number; boardLinked: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('production');
  const href = paths.kitchenOrders.list;
  return (
    <MessageBar intent="warning" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('carriedOver.title')}</MessageBarTitle>
        {t('carriedOver.text', { count })}{' '}
        {boardLinked ? (
          <Link
            href={href}
            onClick={(e) => {
              e.preventDefault();
              void navigate(href);
            }}
          >
            {t('carriedOver.show')}
          </Link>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
