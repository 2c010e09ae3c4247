import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { lazy, Suspense } from 'react';
import { BusyRing } from '../../LoadingScreen';
import { GuardedButton } from '../GuardedButton';
import type { AccessResult } from '../types';
import { useExportButton, useImportButton } from './useDataTransfer';
import { EXPORT_SUCCESS, IMPORT_SUCCESS, IMPORT_TITLE, type ExportFormat, type ResourceName } from './texts';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/useTranslation';

export { EXPORT_SUCCESS, IMPORT_SUCCESS, IMPORT_TITLE, type ExportFormat, type ResourceName };

// The import modal loads when it is first opened.
const ImportDialog = lazy(() => import(/* webpackChunkName: "kit-extras" */ './ImportDialog'));

/**
 * Name of the chevron that picks the file type: 'File type', or 'Orders file type' next to 'Export
 * Orders'. It never contains the button's own label, so finding 'Export …' by name stays unambiguous.
 */
function formatMenuName(label: string, t: TFunction<['kit', 'common']>): string {
  const exportWord = t('transfer.export');
  const subject = (label.startsWith(exportWord) ? label.slice(exportWord.length) : label).trim();
  return subject ? t('transfer.subjectFileType', { subject }) : t('transfer.fileType');
}

/**
 * 'Export' button: the current filters go to the server, which mails the file. The button
 * exports CSV; the chevron next to it offers CSV or Excel (.xlsx).
 */
export function ExportButton({
  resource,
  filters,
  access,
  label: givenLabel,
  iconOnly,
}: {
  resource: string;
  filters: Record<string, string | number>;
  access: AccessResult;
  /** The button's words (a catalogue key or text; default 'Export'). */
  label?: string;
  /** Narrow screens: the icon, with the label as its name. */
  iconOnly?: boolean;
}) {
  const { t, label, isLoading, run } = useExportButton(resource, filters, givenLabel);
  return (
    <span style={{ display: 'inline-flex' }}>
      <GuardedButton
        access={access}
        hideWhenDenied
        icon={isLoading ? <BusyRing size="small" /> : <ArrowDownloadRegular />}
        disabled={isLoading}
        aria-label={iconOnly ? label : undefined}
        tip={iconOnly ? label : undefined}
        onClick={() => run()}
      >
        {iconOnly ? null : label}
      </GuardedButton>
      {access.can ? (
        <Menu positioning="below-end">
          <MenuTrigger>
            <Button
              icon={<ChevronDownRegular />}
              aria-label={formatMenuName(label, t)}
              disabled={isLoading}
              style={{ minWidth: 'auto' }}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => run('csv')}>{t('transfer.csv')}</MenuItem>
              <MenuItem onClick={() => run('xlsx')}>{t('transfer.excel')}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
    </span>
  );
}

/** 'Import' button; it opens the import modal (drag-and-drop upload), titled 'Import Records' unless `dialogLabel` names it. */
export function ImportButton({
  resource,
  access,
  dialogLabel,
  iconOnly,
}: {
  resource: string;
  access: AccessResult;
  iconOnly?: boolean;
  /** Title of the modal where the resource has its own, e.g. 'Import Products' (default 'Import Records'). */
  dialogLabel?: string;
}) {
  const { open, setOpen, loaded, show } = useImportButton();
  const { t } = useTranslation(['kit', 'common']);
  return (
    <>
      <GuardedButton
        access={access}
        hideWhenDenied
        icon={<ArrowUploadRegular />}
        aria-label={iconOnly ? t('transfer.import') : undefined}
        tip={iconOnly ? t('transfer.import') : undefined}
        onClick={show}
      >
        {iconOnly ? null : t('transfer.import')}
      </GuardedButton>
      {loaded ? (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} open={open} onOpenChange={setOpen} dialogLabel={dialogLabel} />
        </Suspense>
      ) : null}
    </>
  );
}
