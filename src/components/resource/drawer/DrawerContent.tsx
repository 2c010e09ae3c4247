import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { businessZone, formatDateTimeInZone } from '../../../lib/zones';
import { useKitEnv } from '../env';
import type { BaseRecord } from '../types';
import { useDetailDrawerStyles } from './DetailDrawer.styles';
import { DrawerSkeleton } from './DrawerFields';
import { EditableFields } from './EditableFields';
import { HistorySection } from './HistorySection';
import { historyValueText } from './historyText';
import { ReadOnlyFields } from './ReadOnlyFields';
import type { DetailDrawerController } from './useDetailDrawer';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { accessReasonText } from '../text';

/** The drawer's body: why the record could not be shown, its skeleton, or its fields. */
export function DrawerContent<T extends BaseRecord>({ drawer }: { drawer: DetailDrawerController<T> }) {
  const styles = useDetailDrawerStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const { config, record, fieldsRecord: rec, edit } = drawer;
  const { settings } = useKitEnv();
  if (drawer.failure)
    return (
      <div className={styles.state}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('drawer.loadFailed', { singular: tt(config.singular).toLowerCase() })}</MessageBarTitle>
            <span>{drawer.failure}</span>
          </MessageBarBody>
        </MessageBar>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => drawer.refetch()} disabled={!drawer.canRetry}>
          {t('words:tryAgain')}
        </Button>
      </div>
    );
  if (!record || !rec) return <DrawerSkeleton />;
  // Date Created and the history read in the record's zone (its outlet's, else the kitchen's).
  const zone = config.drawer.zone?.(record, settings) ?? businessZone(record, settings);
  const created = formatDateTimeInZone(record.__date_created, zone);
  const fieldsTitle = tt(config.drawer.fieldsTitle);
  const historyFields = [...config.drawer.fields, ...(config.drawer.historyFields ?? [])];
  const wrapFields = (grid: ReactNode) =>
    fieldsTitle ? (
      <section className={styles.fieldsCard} aria-label={fieldsTitle}>
        <Text weight="semibold">{fieldsTitle}</Text>
        {grid}
      </section>
    ) : (
      grid
    );
  return (
    <>
      {!edit.can ? (
        <MessageBar intent="info" layout="multiline" icon={<LockClosedRegular />}>
          <MessageBarBody>
            <MessageBarTitle>{t('drawer.readOnly', { singular: tt(config.singular).toLowerCase() })}</MessageBarTitle>
            {/* The denial reason stays the access check's own words. */}
            <span>{t('words:access.reason', { reason: accessReasonText(edit.reason) })}</span>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {config.drawer.lead?.(record, drawer.save)}
      {!edit.can ? (
        wrapFields(<ReadOnlyFields fields={drawer.fields} record={rec} image={config.drawer.image} created={created} />)
      ) : (
        <EditableFields drawer={drawer} wrap={wrapFields} created={created} />
      )}
      {config.drawer.extra && (edit.can || config.drawer.extraForViewers)
        ? config.drawer.extra(record, drawer.save)
        : null}
      <HistorySection
        resource={config.resource}
        recordId={record.id}
        version={record.__version}
        singular={tt(config.singular)}
        labels={Object.fromEntries(historyFields.map((f) => [f.name, tt(f.label)]))}
        zone={zone}
        valueText={historyValueText(historyFields, settings)}
      />
    </>
  );
}
