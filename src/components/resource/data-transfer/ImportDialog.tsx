import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  mergeClasses,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslateText } from '../../../i18n';
import { withTags } from '../../../i18n/withTags';
import { useImportDialogStyles } from './ImportDialog.styles';
import { useImportDialog, type ImportDialogProps } from './useImportDialog';

/** The file chooser offers CSV and Excel workbooks; the server tells them apart by content. */
export const IMPORT_ACCEPT = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The import modal ('Import Records', or its resource's title: 'Import Products'): drag a CSV or Excel (.xlsx) file in (or browse), then Import. */
export function ImportDialog({ resource, open, onOpenChange, dialogLabel }: ImportDialogProps) {
  const styles = useImportDialogStyles();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const tt = useTranslateText();
  const dialog = useImportDialog({ resource, onOpenChange });
  const { file, error } = dialog;

  return (
    <Dialog open={open} onOpenChange={dialog.onDialogOpenChange}>
      <DialogSurface style={{ maxWidth: 520 }}>
        <DialogBody>
          <DialogTitle
            action={
              <DialogTrigger action="close">
                <Button appearance="subtle" aria-label={t('words:close')} icon={<DismissRegular />} />
              </DialogTrigger>
            }
          >
            {dialogLabel ? tt(dialogLabel) : t('transfer.importTitle')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {error ? (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div
              role="button"
              tabIndex={0}
              aria-describedby={dialog.hintId}
              aria-labelledby={dialog.labelId}
              className={mergeClasses(styles.drop, dialog.over && styles.over)}
              onClick={dialog.browse}
              onKeyDown={dialog.onDropKeyDown}
              onDragOver={dialog.onDragOver}
              onDragLeave={dialog.onDragLeave}
              onDrop={dialog.onDrop}
            >
              <ArrowUploadRegular className={styles.icon} aria-hidden="true" />
              {/* Its visible words are its whole accessible name (WCAG 2.5.3, label in name). */}
              <Body1 id={dialog.labelId}>
                {withTags(t('transfer.drop'), { strong: (text) => <strong>{text}</strong> })}
              </Body1>
              <Caption1 id={dialog.hintId} className={styles.muted}>
                {t('transfer.hint')}
              </Caption1>
            </div>
            {file ? (
              <div className={styles.file}>
                <DocumentRegular aria-hidden="true" />
                <span>{file.name}</span>
              </div>
            ) : null}
            <input
              ref={dialog.input}
              type="file"
              accept={IMPORT_ACCEPT}
              className={styles.hidden}
              aria-label={t('transfer.fileLabel')}
              onChange={dialog.onInputChange}
            />
          </DialogContent>
          <DialogActions>
            <DialogTrigger action="close">
              <Button appearance="secondary">{t('words:cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={!file || dialog.isLoading} onClick={dialog.submit}>
              {dialog.isLoading ? t('transfer.importing') : t('transfer.import')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default ImportDialog;
