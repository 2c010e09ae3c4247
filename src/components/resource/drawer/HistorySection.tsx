import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { dataApi, type HistoryResource } from '../../../api/generated/data';
import { formatDateTimeInZone } from '../../../lib/zones';
import { ExportButton } from '../data-transfer/DataTransfer';
import { useAccess } from '../env';
import { describeChange, humanize, whoOf, type HistoryValue } from './historyText';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMirrorInRtl } from '../../../i18n';

const PAGE = 20;

const useStyles = makeStyles({
  section: {
    marginTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column' },
  when: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    marginTop: tokens.spacingVerticalS,
  },
  panel: { paddingTop: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalS },
});

export interface HistorySectionProps {
  /** Resource name as in paths, e.g. 'organizations'. */
  resource: string;
  recordId: number;
  /** The record's __version: a new version refetches the shown history. */
  version?: number;
  singular: string;
  /** Field name → its label in the drawer. */
  labels: Record<string, string>;
  /** The zone times are shown in (named when not the browser's). */
  zone: string;
  /** Recorded values in words (default: as recorded). */
  valueText?: HistoryValue;
}

/**
 * A drawer's collapsible History: who changed which field from what to what, and when, newest first.
 * Closed at first; the history is fetched when it is opened.
 */
export function HistorySection(props: HistorySectionProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { t } = useTranslation(['kit', 'common']);
  const mirror = useMirrorInRtl();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 className={styles.heading} id={`${id}-heading`}>
        <Button
          appearance="subtle"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular className={mirror} />}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {t('history.title')}
        </Button>
      </h3>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        {open ? <HistoryList {...props} /> : null}
      </div>
    </section>
  );
}

function HistoryList({ resource, recordId, version, singular, labels, zone, valueText }: HistorySectionProps) {
  const styles = useStyles();
  const [perPage, setPerPage] = useState(PAGE);
  const { t } = useTranslation(['kit', 'common']);
  const { data, isFetching, isError, refetch } = dataApi.endpoints.listHistory.useQuery({
    resource: resource as HistoryResource,
    recordId: String(recordId),
    perPage,
    orderBy: 'id',
    order: 'DESC',
  });
  useEffect(() => {
    if (version !== undefined) void refetch();
  }, [version, refetch]);
  // Exporting a record's history needs history::export and the resource's own export.
  const historyExport = useAccess('history', 'export');
  const resourceExport = useAccess(resource, 'export');
  const entries = data?.data.results ?? [];
  const total = data?.data.meta.total_count ?? 0;
  if (isError) return <Text>{t('history.failed')}</Text>;
  if (!data) return <Spinner size="tiny" label={t('history.loading')} />;
  if (!entries.length) return <Text>{t('history.empty')}</Text>;
  const label = (field: string) => labels[field] ?? humanize(field);
  return (
    <>
      <ol className={styles.list} aria-label={t('history.label', { singular: singular.toLowerCase() })}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <Text>
              <Text weight="semibold">
                <bdi>{whoOf(entry)}</bdi>
              </Text>{' '}
              {describeChange(entry, label, singular, valueText)}
            </Text>
            <Text size={200} className={styles.when}>
              <time dateTime={entry.at}>{formatDateTimeInZone(entry.at, zone)}</time>
            </Text>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        {total > entries.length && perPage < 100 ? (
          <Button appearance="transparent" disabled={isFetching} onClick={() => setPerPage(100)}>
            {t('history.showMore')}
          </Button>
        ) : null}
        <ExportButton
          resource="history"
          filters={{ resource, record_id: String(recordId) }}
          access={historyExport.can ? resourceExport : historyExport}
          label={t('history.export')}
        />
      </div>
    </>
  );
}
