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
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { announceJobStarted } from '../../../lib/jobEvents';
import { useImportResourceMutation } from '../../../api/generated/data';
import { useKitToasts } from '../feedback/undo';
import type { ImportName } from './texts';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslateText } from '../../../i18n';
import { withTags } from '../../../i18n/withTags';

/** The file chooser offers CSV and Excel workbooks; the server tells them apart by content. */
export const IMPORT_ACCEPT = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const useStyles = makeStyles({
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
    cursor: 'pointer',
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '36px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  file: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hidden: { display: 'none' },
});

/** The import modal ('Import Records', or its resource's title: 'Import Products'): drag a CSV or Excel (.xlsx) file in (or browse), then Import. */
export function ImportDialog({
  resource,
  open,
  onOpenChange,
  dialogLabel,
}: {
  resource: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogLabel?: string;
}) {
  const styles = useStyles();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const tt = useTranslateText();
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

  const submit = async () => {
    if (!file) return;
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
      setError(errorMessage(e));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        onOpenChange(d.open);
        if (!d.open) reset();
      }}
    >
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
              aria-describedby={hintId}
              aria-labelledby={labelId}
              className={mergeClasses(styles.drop, over && styles.over)}
              onClick={() => input.current?.click()}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  input.current?.click();
                }
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(false);
                const dropped = e.dataTransfer.files?.[0];
                if (dropped) {
                  setFile(dropped);
                  setError(null);
                }
              }}
            >
              <ArrowUploadRegular className={styles.icon} aria-hidden="true" />
              {/* Its visible words are its whole accessible name (WCAG 2.5.3, label in name). */}
              <Body1 id={labelId}>{withTags(t('transfer.drop'), { strong: (text) => <strong>{text}</strong> })}</Body1>
              <Caption1 id={hintId} className={styles.muted}>
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
              ref={input}
              type="file"
              accept={IMPORT_ACCEPT}
              className={styles.hidden}
              aria-label={t('transfer.fileLabel')}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) {
                  setFile(chosen);
                  setError(null);
                }
              }}
            />
          </DialogContent>
          <DialogActions>
            <DialogTrigger action="close">
              <Button appearance="secondary">{t('words:cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabled={!file || isLoading} onClick={submit}>
              {isLoading ? t('transfer.importing') : t('transfer.import')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default ImportDialog;
