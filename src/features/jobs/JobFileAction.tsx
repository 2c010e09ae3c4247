import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { DataJob } from '../../api/generated/data';
import { hasExportFile, useJobFileDownload } from './jobFile';

const useStyles = makeStyles({
  action: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

/**
 * A finished export's file, for the user who asked for it: a Download button, and the server's message
 * when the download is refused (the file has expired, and how long files are kept). Another user's
 * export (an administrator sees everyone's jobs) offers nothing: its file is its owner's alone.
 */
export function JobFileAction({ job, ownJob }: { job: DataJob; ownJob: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('jobs');
  const download = useJobFileDownload();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!ownJob || !hasExportFile(job)) return null;

  const onDownload = async () => {
    setBusy(true);
    setError(null);
    setError(await download(job));
    setBusy(false);
  };
  return (
    <div className={styles.action}>
      <Button
        size="small"
        icon={busy ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />}
        disabled={busy}
        onClick={() => void onDownload()}
        aria-label={job.filename ? t('download.named', { name: job.filename }) : t('download.unnamed')}
      >
        {t('download.button')}
      </Button>
      {error ? (
        <MessageBar intent="warning">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
