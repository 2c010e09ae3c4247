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
import { formatDateTime } from '../../../lib/dates';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { AutoSaveIndicator } from '../form/AutoSave';
import { GuardedButton } from '../GuardedButton';
import type { BaseRecord } from '../types';
import { DRAWER_WIDTH, useDetailDrawerStyles } from './DetailDrawer.styles';
import { AutoSaveField, DrawerSkeleton, ImmediateImage } from './DrawerFields';
import { InlineTitle } from './InlineTitle';
import { useDetailDrawer, type DetailDrawerController, type DetailDrawerProps } from './useDetailDrawer';

export { DRAWER_WIDTH } from './DetailDrawer.styles';
export { NO_DATA_FOUND } from './useDetailDrawer';

/** Detail drawer: the record's fields, each saved on its own, over the list at `/R/:id`. */
export function DetailDrawer<T extends BaseRecord>(props: DetailDrawerProps<T>) {
  const drawer = useDetailDrawer(props);
  const styles = useDetailDrawerStyles();
  const { config, record, fieldsRecord, failure, close } = drawer;
  return (
    <OverlayDrawer
      open
      position="end"
      className={styles.drawer}
      style={{ width: DRAWER_WIDTH }}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
      aria-label={record ? `${config.singular} ${config.recordName(record)}` : config.singular}
    >
      <DrawerHeader className={styles.header}>
        <Caption1 className={styles.eyebrow}>{config.singular}</Caption1>
        <DrawerHeaderTitle
          heading={{ className: styles.heading }}
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={close} />}
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
                fallback={config.drawer.title(record)}
                prefix={config.drawer.titlePrefix?.(record)}
              />
            ) : (
              <span className={styles.titleText}>
                {record ? config.drawer.title(record) : failure ? config.singular : 'Loading…'}
              </span>
            )}
          </span>
        </DrawerHeaderTitle>
        <AutoSaveIndicator status={drawer.saver.status} />
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <DrawerContent drawer={drawer} />
      </DrawerBody>
      {record ? (
        <DrawerFooter className={styles.footer}>
          <ConfirmDelete onConfirm={() => drawer.deleteRecord(record)}>
            {(open) => (
              <GuardedButton access={drawer.remove} appearance="secondary" icon={<DeleteRegular />} onClick={open}>
                {config.drawer.deleteLabel ?? `Delete ${config.singular}`}
              </GuardedButton>
            )}
          </ConfirmDelete>
          <Button appearance="primary" onClick={close}>
            Done
          </Button>
        </DrawerFooter>
      ) : null}
    </OverlayDrawer>
  );
}

/** The drawer's body: why the record could not be shown, its skeleton, or its fields. */
function DrawerContent<T extends BaseRecord>({ drawer }: { drawer: DetailDrawerController<T> }) {
  const styles = useDetailDrawerStyles();
  const { config, record, fieldsRecord: rec, edit, saver } = drawer;
  if (drawer.failure)
    return (
      <div className={styles.state}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Could not load this {config.singular.toLowerCase()}</MessageBarTitle>
            <span>{drawer.failure}</span>
          </MessageBarBody>
        </MessageBar>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => drawer.refetch()} disabled={!drawer.canRetry}>
          Try again
        </Button>
      </div>
    );
  if (!record || !rec) return <DrawerSkeleton />;
  const fieldsTitle = config.drawer.fieldsTitle;
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
        <MessageBar intent="info" icon={<LockClosedRegular />}>
          <MessageBarBody>Read only: {edit.reason ?? 'Missing Required AUthorization'}</MessageBarBody>
        </MessageBar>
      ) : null}
      {config.drawer.image ? (
        <ImmediateImage config={config.drawer.image} record={rec} saver={saver} editable={edit.can} />
      ) : null}
      {wrapFields(
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
          <Field label="Date Created">
            <Text className={styles.meta}>{formatDateTime(record.__date_created) || '—'}</Text>
          </Field>
        </div>,
      )}
      {config.drawer.extra && (edit.can || config.drawer.extraForViewers)
        ? config.drawer.extra(record, drawer.save)
        : null}
    </>
  );
}
