import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../api/errors';
import { announceJobStarted } from '../../../lib/jobEvents';
import { useImportResourceMutation } from '../../../api/generated/data';
import { useKitToasts } from '../feedback/undo';
import { gotNoAnswer, isOffline } from '../offline';
import type { ImportName } from './texts';
import { useTranslation } from '../../../i18n/useTranslation';

export interface ImportDialogProps {
  resource: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogLabel?: string;
}

/**
 * The import modal's controller: the chosen file (dropped, or picked in the hidden file input the drop zone
 * opens), the drag-over look, and Import: refused while offline (the file stays, to import once the
 * connection returns), else the upload, whose job is announced before the modal closes.
 */
export function useImportDialog({ resource, onOpenChange }: Pick<ImportDialogProps, 'resource' | 'onOpenChange'>) {
  const { t } = useTranslation(['kit', 'common', 'words']);
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const labelId = useId();
  const [importResource, { isLoading }] = useImportResourceMutation();
  const { notify } = useKitToasts();

  const reset = () => {
    setFile(null);
    setError(null);
    setOver(false);
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setError(null);
  };

  const submit = async () => {
    if (!file) return;
    // Offline: nothing is sent; the chosen file stays, to import once the connection returns.
    if (isOffline()) {
      setError(t('offline.importRefused'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setError(null);
    try {
      const accepted = await importResource({ resource: resource as ImportName, importUpload: form }).unwrap();
      notify('success', t('transfer.importSuccess'));
      announceJobStarted(accepted.data.job_id);
      onOpenChange(false);
      reset();
    } catch (e) {
      setError(gotNoAnswer(e) ? t('offline.importRefused') : errorMessage(e));
    }
  };

  return {
    file,
    over,
    error,
    input,
    hintId,
    labelId,
    isLoading,
    submit,
    onDialogOpenChange: (_: unknown, d: { open: boolean }) => {
      onOpenChange(d.open);
      if (!d.open) reset();
    },
    /** The drop zone is a button: a click, Enter or Space opens the file chooser. */
    browse: () => input.current?.click(),
    onDropKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        input.current?.click();
      }
    },
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      choose(e.dataTransfer.files?.[0]);
    },
    /** The input is emptied at once, so choosing the same file again reports it again. */
    onInputChange: (e: ChangeEvent<HTMLInputElement>) => {
      const chosen = e.target.files?.[0];
      e.target.value = '';
      choose(chosen);
    },
  };
}
