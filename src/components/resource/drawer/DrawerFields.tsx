import { Field, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { businessZone } from '../../../lib/zones';
import { useKitEnv } from '../env';
import { ConflictNotice } from '../form/AutoSave';
import { useAutoSaveValue } from '../form/useAutoSaveValue';
import type { RecordSaver } from '../form/useRecordSaver';
import { FieldEditor } from '../form/FieldEditor';
import { useFieldOpening } from '../form/useFieldEditor';
import { ImagePicker } from '../form/ImagePicker';
import type { DrawerImage } from '../config';
import type { FieldConfig } from '../types';
import { useDetailDrawerStyles } from './DetailDrawer.styles';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

/** Marks a field as having unsent changes (for the unsaved-changes guard). */
export type Dirty = (name: string, dirty: boolean) => void;

export interface DrawerFieldProps {
  field: FieldConfig;
  record: Record<string, unknown>;
  saver: RecordSaver;
  editable: boolean;
  onDirtyChange: Dirty;
  onTakeTheirs: (current: Record<string, unknown>) => void;
}

const isWide = (field: FieldConfig) =>
  field.wide || field.kind === 'textarea' || field.kind === 'lookupMulti' || field.kind === 'image';

/** One field of the drawer, saved on its own (autosave), with its error or conflict under it. */
export function AutoSaveField({ field, record, saver, editable, onDirtyChange, onTakeTheirs }: DrawerFieldProps) {
  const styles = useDetailDrawerStyles();
  const id = useId();
  const auto = useAutoSaveValue({ field, record, saver, onDirtyChange, onTakeTheirs });
  const opening = useFieldOpening(field, record);
  const { settings } = useKitEnv();
  const tt = useTranslateText();
  const { t } = useTranslation(['kit', 'common']);
  return (
    <div className={isWide(field) ? styles.wide : undefined}>
      <Field
        label={{ children: tt(field.label), htmlFor: id }}
        validationMessage={auto.error ?? (auto.unsent ? t('offline.fieldUnsent') : undefined)}
        validationState={auto.error ? 'error' : auto.unsent ? 'warning' : 'none'}
        hint={tt(field.hint)}
      >
        <FieldEditor
          id={id}
          field={field}
          value={auto.local}
          disabled={!editable || field.disabled}
          invalid={!!auto.error}
          onChange={auto.onChange}
          onFocus={auto.onFocus}
          onCommit={auto.onCommit}
          zone={field.zone?.(record, settings) ?? businessZone(record, settings)}
          opening={opening}
        />
      </Field>
      {auto.conflict ? (
        <ConflictNotice
          field={field}
          conflict={auto.conflict}
          onKeepMine={auto.keepMine}
          onTakeTheirs={auto.takeTheirs}
        />
      ) : null}
    </div>
  );
}

/** The image of a product or user, uploaded as soon as it is chosen. */
export function ImmediateImage({
  config,
  record,
  saver,
  editable,
}: {
  config: DrawerImage;
  record: Record<string, unknown>;
  saver: RecordSaver;
  editable: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = typeof record[config.field] === 'string' ? (record[config.field] as string) : null;
  const tt = useTranslateText();
  return (
    <Field label={tt(config.label)} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
      <ImagePicker
        id={id}
        label={tt(config.label)}
        shape={config.shape}
        value={value}
        busy={busy}
        disabled={!editable}
        onChange={async (file) => {
          setBusy(true);
          setError(null);
          let body: Record<string, unknown> | FormData;
          if (file) {
            body = new FormData();
            body.append(config.field, file);
          } else body = { [config.field]: null };
          const outcome = await saver.save(body);
          setBusy(false);
          if (!outcome.ok) setError(outcome.error.message);
          // A picked file is not kept to be sent later: it is chosen again once back online.
          if (!outcome.ok && outcome.error.offline) saver.forget(config.field);
        }}
      />
    </Field>
  );
}

export function DrawerSkeleton() {
  const styles = useDetailDrawerStyles();
  const { t } = useTranslation(['kit', 'common']);
  return (
    <Skeleton className={styles.skeleton} aria-label={t('drawer.loadingRecord')}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <SkeletonItem size={12} style={{ width: '30%' }} />
          <SkeletonItem size={32} />
        </div>
      ))}
    </Skeleton>
  );
}
