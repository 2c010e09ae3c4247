import { Button, Tooltip } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { useKitToasts } from '../feedback/undo';
import { GuardedButton } from '../GuardedButton';
import type { AccessResult, RecordId } from '../types';
import { useTranslation } from '../../../i18n/useTranslation';

export interface ItemRowActionsProps {
  /** The row's name in the buttons' labels: "Edit {name}", "Delete {name}". */
  name: string;
  edit: AccessResult;
  onEdit: () => void;
  remove: AccessResult;
  /** The confirmed delete, sent once its undo countdown ends. */
  deletion: { resource: string; id: RecordId; title: string; run: () => Promise<unknown> };
}

/**
 * A child table's row actions (a menu's items, an order's items): Edit, disabled without the right, and
 * Delete, confirmed, then undoable for a few seconds.
 */
export function ItemRowActions({ name, edit, onEdit, remove, deletion }: ItemRowActionsProps) {
  const { undoableDelete } = useKitToasts();
  const { id, ...rest } = deletion;
  const { t } = useTranslation(['kit', 'common', 'words']);
  return (
    <>
      <Tooltip content={t('words:edit')} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<EditRegular />}
          aria-label={t('list.editName', { name })}
          disabled={!edit.can}
          onClick={onEdit}
        />
      </Tooltip>
      <ConfirmDelete onConfirm={() => undoableDelete({ ...rest, ids: [id] })}>
        {(open) => (
          <GuardedButton
            access={remove}
            size="small"
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('list.deleteName', { name })}
            onClick={open}
          />
        )}
      </ConfirmDelete>
    </>
  );
}
