import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { announceJobStarted } from '../../../lib/jobEvents';
import { useExportResourceMutation } from '../../../api/generated/data';
import { useKitToasts } from '../feedback/undo';
import { gotNoAnswer, isOffline } from '../offline';
import type { ExportFormat, ResourceName } from './texts';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslateText } from '../../../i18n';

/**
 * The Export button's controller: asks the server for the file of the current filters (CSV unless Excel is
 * picked), refused at once while offline, and says whether the job started or why not.
 */
export function useExportButton(resource: string, filters: Record<string, string | number>, givenLabel?: string) {
  const [exportResource, { isLoading }] = useExportResourceMutation();
  const { notify } = useKitToasts();
  const { t } = useTranslation(['kit', 'common']);
  const tt = useTranslateText();
  const label = givenLabel ? tt(givenLabel) : t('transfer.export');
  const run = async (format?: ExportFormat) => {
    if (isOffline()) {
      notify('error', t('transfer.exportFailed'), t('offline.exportRefused'));
      return;
    }
    try {
      // CSV is the server's default: the plain export sends no format.
      const accepted = await exportResource({
        resource: resource as ResourceName,
        exportFilters: filters,
        format: format === 'xlsx' ? 'xlsx' : undefined,
      }).unwrap();
      notify('success', t('transfer.exportSuccess'));
      announceJobStarted(accepted.data.job_id);
    } catch (error) {
      notify(
        'error',
        t('transfer.exportFailed'),
        gotNoAnswer(error) ? t('offline.exportRefused') : errorMessage(error),
      );
    }
  };
  return { t, label, isLoading, run };
}

/** The Import button's controller: the modal's chunk loads on the first click, and stays for the next. */
export function useImportButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return {
    open,
    setOpen,
    loaded,
    show: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}
