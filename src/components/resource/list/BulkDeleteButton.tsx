import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { GuardedButton } from '../GuardedButton';
import type { AccessResult } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';

/** A bulk action's answer while no row is selected: the words the server gives such a call. */
export const NO_ROWS_SELECTED = 'No Action/Rows Selected!';

interface BulkDeleteButtonProps {
  /** How many rows are selected. */
  count: number;
  onConfirm: () => void;
  /** What the confirmation says will happen. */
  detail: ReactNode;
  access: AccessResult;
  /** The button's words (default 'Delete Selected'). */
  label?: string;
  className?: string;
}

/**
 * 'Delete Selected', confirmed with 'Are you sure?'. With no row selected it stays in place, disabled but
 * focusable, and its tooltip says 'No Action/Rows Selected!'.
 */
export function BulkDeleteButton({ count, onConfirm, detail, access, label, className }: BulkDeleteButtonProps) {
  const { t } = useTranslation(['kit', 'common']);
  const text = label ?? t('list.deleteSelected');
  if (!count && access.can)
    return (
      <Tooltip content={t('list.noRowsSelected')} relationship="description" withArrow>
        <Button className={className} icon={<DeleteRegular />} disabledFocusable>
          {text}
        </Button>
      </Tooltip>
    );
  return (
    <ConfirmDelete onConfirm={onConfirm} detail={detail}>
      {(open) => (
        <GuardedButton className={className} access={access} icon={<DeleteRegular />} onClick={open}>
          {text}
        </GuardedButton>
      )}
    </ConfirmDelete>
  );
}
