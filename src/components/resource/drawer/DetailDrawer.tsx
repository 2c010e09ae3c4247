import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  OverlayDrawer,
  Text,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular, DismissRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { businessZone, formatDateTimeInZone, kitchenZone } from '../../../lib/zones';
import { OfflineBanner } from '../../OfflineBanner';
import { useKitEnv } from '../env';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { AutoSaveIndicator } from '../form/AutoSave';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { DRAWER_WIDTH, useDetailDrawerStyles } from './DetailDrawer.styles';
import { AutoSaveField, DrawerSkeleton, ImmediateImage } from './DrawerFields';
import { DrawerToolbar } from './DrawerToolbar';
import { HistorySection } from './HistorySection';
import { historyValueText } from './historyText';
import { InlineTitle } from './InlineTitle';
import { ReadOnlyFields } from './ReadOnlyFields';
import { useDetailDrawer, type DetailDrawerController, type DetailDrawerProps } from './useDetailDrawer';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { accessReasonText } from '../text';

export { DRAWER_WIDTH } from './DetailDrawer.styles';
export { NO_DATA_FOUND } from './useDetailDrawer';

/** Detail drawer: the record's fields, each saved on its own, over the list at `/R/:id`. */
export function DetailDrawer<T extends BaseRecord>(props: DetailDrawerProps<T>) {
  const drawer = useDetailDrawer(props);
  const styles = useDetailDrawerStyles();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common', 'words']);
  const { config, record, fieldsRecord, failure, close } = drawer;
  const { settings } = useKitEnv();
  return (
    <OverlayDrawer
      open
      position="end"
      className={styles.drawer}
      style={{ width: DRAWER_WIDTH }}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
      aria-label={
        record
          ? t('drawer.recordLabel', { singular: tt(config.singular), name: config.recordName(record) })
          : tt(config.singular)
      }
    >
      <DrawerHeader className={styles.header}>
        <DrawerToolbar drawer={drawer} />
        <Caption1 className={styles.eyebrow}>{tt(config.singular)}</Caption1>
        <DrawerHeaderTitle
          heading={{ className: styles.heading }}
          action={
            <Button appearance="subtle" aria-label={t('words:close')} icon={<DismissRegular />} onClick={close} />
          }
        >
          <span className={styles.headerRow}>
            {record && fieldsRecord && drawer.titleField ? (
              <InlineTitle
                key={`title-${record.id}`}
                field={drawer.titleField}
                record={fieldsRecord}
                saver={drawer.saver}
                editable={drawer.edit.can}
                onDirtyChange={drawer.onDirtyChange}
                onTakeTheirs={drawer.onTakeTheirs}
                fallback={tt(config.drawer.title(record))}
                prefix={config.drawer.titlePrefix?.(record)}
              />
            ) : (
              <span className={styles.titleText}>
                {record ? tt(config.drawer.title(record)) : failure ? tt(config.singular) : t('drawer.loading')}
              </span>
            )}
          </span>
        </DrawerHeaderTitle>
        {/* Nothing is saved from a read-only record: no auto-save status. */}
        {drawer.edit.can ? <AutoSaveIndicator status={drawer.saver.status} /> : null}
      </DrawerHeader>
      {/* A record shown as text has nothing to Tab to: the body itself takes focus, to scroll by keyboard. */}
      <DrawerBody className={styles.body} tabIndex={drawer.edit.can ? undefined : 0}>
        {/* The drawer covers the shell's banner (all of it on a phone): it shows its own while offline. */}
        <OfflineBanner zone={kitchenZone(settings)} live={false} />
        <DrawerContent drawer={drawer} />
        {drawer.overridePrompt}
        {drawer.confirmDialog}
      </DrawerBody>
      {record ? (
        <DrawerFooter className={styles.footer}>
          <ConfirmDelete onConfirm={() => drawer.deleteRecord(record)}>
            {(open) => (
              <GuardedButton access={drawer.remove} appearance="secondary" icon={<DeleteRegular />} onClick={open}>
                {tt(config.drawer.deleteLabel) ?? t('drawer.deleteRecord', { singular: tt(config.singular) })}
              </GuardedButton>
            )}
          </ConfirmDelete>
          <Button appearance="primary" onClick={close}>
            {t('words:done')}
          </Button>
        </DrawerFooter>
      ) : null}
    </OverlayDrawer>
  );
}

/** The drawer's body: why the record could not be shown, its skeleton, or its fields. */
function DrawerContent<T extends BaseRecord>({ drawer }: { drawer: DetailDrawerController<T> }) {
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

/** The fields of a record the user may change: each saved on its own as it is edited. */
function EditableFields<T extends BaseRecord>({
  drawer,
  wrap,
  created,
}: {
  drawer: DetailDrawerController<T>;
  wrap: (grid: ReactNode) => ReactNode;
  created: string;
}) {
  const styles = useDetailDrawerStyles();
  const { config, record, fieldsRecord: rec, edit, saver } = drawer;
  const { t } = useTranslation(['kit', 'common', 'words']);
  if (!record || !rec) return null;
  return (
    <>
      {config.drawer.image ? (
        <ImmediateImage config={config.drawer.image} record={rec} saver={saver} editable={edit.can} />
      ) : null}
      {wrap(
        <div className={styles.grid}>
          {drawer.fields.map((field) => (
            <AutoSaveField
              key={`${record.id}-${field.name}`}
              field={field}
              record={rec}
              saver={saver}
              editable={edit.can && !field.disabled}
              onDirtyChange={drawer.onDirtyChange}
              onTakeTheirs={drawer.onTakeTheirs}
            />
          ))}
          <Field label={t('drawer.dateCreated')}>
            <Text className={styles.meta}>{created || '—'}</Text>
          </Field>
        </div>,
      )}
    </>
  );
}
