import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  OverlayDrawer,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  DeleteRegular,
  DismissRegular,
  EditRegular,
  LockClosedRegular,
} from '@fluentui/react-icons';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../lib/dates';
import { AutoSaveIndicator, ConflictNotice, useAutoSaveValue, useRecordSaver, type RecordSaver } from '../form/autosave';
import { ConfirmDelete } from '../feedback/ConfirmDelete';
import { useAccess, useKitEnv } from '../env';
import { FieldEditor } from '../form/fields';
import { GuardedButton } from '../GuardedButton';
import { ImagePicker } from '../form/ImagePicker';
import type { BaseRecord, DrawerSave, FieldConfig, ResourceConfig } from '../types';
import { useKitToasts } from '../undo';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';

/** Detail drawer (spec §2): 600 px over the list, at `/R/:id`. */
export const DRAWER_WIDTH = 600;
export const NO_DATA_FOUND = 'No Data Found!';

const useStyles = makeStyles({
  drawer: { width: `${DRAWER_WIDTH}px`, maxWidth: '100vw' },
  header: {
    gap: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headerRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, width: '100%' },
  heading: { minWidth: 0, overflow: 'hidden', flexGrow: 1 },
  eyebrow: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.06em' },
  titleText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  titleInput: { flexGrow: 1, minWidth: 0 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalL,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  meta: { color: tokens.colorNeutralForeground3 },
  // Long labels ('Delete Product Variation') stay on one line; on a phone 'Done' moves below if need be.
  footer: {
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalS,
    '& > .fui-Button': { whiteSpace: 'nowrap' },
    '& > .fui-Button:last-child': { marginLeft: 'auto' },
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldsCard: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

type Dirty = (name: string, dirty: boolean) => void;

interface FieldProps {
  field: FieldConfig;
  record: Record<string, unknown>;
  saver: RecordSaver;
  editable: boolean;
  onDirtyChange: Dirty;
  onTakeTheirs: (current: Record<string, unknown>) => void;
}

function AutoSaveField({ field, record, saver, editable, onDirtyChange, onTakeTheirs }: FieldProps) {
  const styles = useStyles();
  const id = useId();
  const auto = useAutoSaveValue({ field, record, saver, onDirtyChange, onTakeTheirs });
  const wide = field.wide || field.kind === 'textarea' || field.kind === 'lookupMulti' || field.kind === 'image';
  return (
    <div className={wide ? styles.wide : undefined}>
      <Field
        label={{ children: field.label, htmlFor: id }}
        validationMessage={auto.error ?? undefined}
        validationState={auto.error ? 'error' : 'none'}
        hint={field.hint}
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
          dateFormat="display"
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

/** The drawer's title, edited in place (Enter or leaving saves, Escape cancels). */
function InlineTitle(props: FieldProps & { fallback: string; prefix?: string }) {
  const styles = useStyles();
  const { field, editable } = props;
  const [editing, setEditing] = useState(false);
  const auto = useAutoSaveValue(props);
  const text = typeof auto.local === 'string' && auto.local ? auto.local : props.fallback;
  if (editing && editable)
    return (
      <div className={styles.titleInput}>
        <Field validationMessage={auto.error ?? undefined} validationState={auto.error ? 'error' : 'none'}>
          <Input
            autoFocus
            aria-label={field.label}
            value={typeof auto.local === 'string' ? auto.local : ''}
            onFocus={auto.onFocus}
            onChange={(_, d) => auto.onChange(d.value)}
            onBlur={() => {
              auto.onCommit();
              setEditing(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                auto.onCommit();
                setEditing(false);
              }
              if (e.key === 'Escape') {
                e.stopPropagation();
                auto.cancel();
                setEditing(false);
              }
            }}
          />
        </Field>
      </div>
    );
  const shown = props.prefix ? `${props.prefix} ${text}` : text;
  return (
    <>
      <span className={styles.titleText} title={shown}>
        {shown}
      </span>
      {editable ? (
        <Tooltip content={`Edit ${field.label.toLowerCase()}`} relationship="label" withArrow>
          <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={() => setEditing(true)} />
        </Tooltip>
      ) : null}
      {auto.error && !editing ? (
        <Text size={200} className={styles.meta} role="alert">
          {auto.error}
        </Text>
      ) : null}
      {auto.conflict ? (
        <ConflictNotice
          field={field}
          conflict={auto.conflict}
          onKeepMine={auto.keepMine}
          onTakeTheirs={auto.takeTheirs}
        />
      ) : null}
    </>
  );
}

/** The image of a product or user, uploaded as soon as it is chosen. */
function ImmediateImage({
  config,
  record,
  saver,
  editable,
}: {
  config: NonNullable<ResourceConfig<BaseRecord>['drawer']['image']>;
  record: Record<string, unknown>;
  saver: RecordSaver;
  editable: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = typeof record[config.field] === 'string' ? (record[config.field] as string) : null;
  return (
    <Field label={config.label} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
      <ImagePicker
        id={id}
        label={config.label}
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
        }}
      />
    </Field>
  );
}

function DrawerSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.skeleton} aria-label="Loading record">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeleton}>
          <SkeletonItem size={12} style={{ width: '30%' }} />
          <SkeletonItem size={32} />
        </div>
      ))}
    </Skeleton>
  );
}

const newer = <T extends BaseRecord>(a: T | undefined, b: T | null): T | undefined => {
  if (!b || (a && a.id !== b.id)) return a;
  if (!a) return b;
  return (b.__version ?? 0) > (a.__version ?? 0) ? b : a;
};

/** `recordId` shows that record instead of the route's (an order beneath its item dialog at /orders/items/:id). */
export function DetailDrawer<T extends BaseRecord>({ config, recordId }: { config: ResourceConfig<T>; recordId?: number }) {
  const styles = useStyles();
  const params = useParams();
  const id = recordId ?? Number(params[config.drawer.idParam ?? 'id']);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { search } = useLocation();
  const env = useKitEnv();
  const edit = useAccess(config.resource, 'edit');
  const remove = useAccess(config.resource, 'delete');
  const { undoableDelete } = useKitToasts();
  const [deleteTrigger] = config.endpoints.useDelete();

  const { data, error, isLoading, isFetching, refetch } = config.endpoints.useList({ id: [id] }, { skip: !validId });
  const fetched = data?.data?.results?.find((r) => r.id === id) as T | undefined;
  const [latest, setLatest] = useState<T | null>(null);
  const record = newer(fetched, latest);

  const saver = useRecordSaver(config.endpoints, id, (saved) => setLatest(saved as T));
  saver.setVersion(record?.__version);

  const dirtyFields = useRef(new Set<string>());
  const onDirtyChange = useCallback<Dirty>((name, dirty) => {
    if (dirty) dirtyFields.current.add(name);
    else dirtyFields.current.delete(name);
  }, []);
  useUnsavedChangesGuard(() => dirtyFields.current.size > 0);

  const onTakeTheirs = useCallback(
    (current: Record<string, unknown>) => {
      setLatest(current as T);
      saver.setVersion(current.__version as number | undefined);
    },
    [saver],
  );

  const close = () => navigate({ pathname: config.basePath, search });

  const visible = (f: FieldConfig) => !f.access || env.can(f.access.resource, f.access.action).can;
  const fields = config.drawer.fields.filter(visible);
  const titleField = config.drawer.titleField
    ? ([...config.drawer.fields, ...config.create.fields].find((f) => f.name === config.drawer.titleField) ?? {
        name: config.drawer.titleField,
        label: 'Name',
        kind: 'text' as const,
      })
    : null;

  const save: DrawerSave = useMemo(
    () => async (changes) => {
      const outcome = await saver.save(changes);
      return outcome.ok ? null : outcome.error.message;
    },
    [saver],
  );

  const notFound = !isLoading && !error && validId && data && !fetched;
  const failure = !validId ? NO_DATA_FOUND : error ? errorMessage(error) : notFound ? NO_DATA_FOUND : null;
  const rec = record as unknown as Record<string, unknown> | undefined;
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

  let body: ReactNode;
  if (failure)
    body = (
      <div className={styles.state}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Could not load this {config.singular.toLowerCase()}</MessageBarTitle>
            <span>{failure}</span>
          </MessageBarBody>
        </MessageBar>
        <Button icon={<ArrowClockwiseRegular />} onClick={() => refetch()} disabled={!validId || isFetching}>
          Try again
        </Button>
      </div>
    );
  else if (!record || !rec) body = <DrawerSkeleton />;
  else
    body = (
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
            {fields.map((field) => (
              <AutoSaveField
                key={`${record.id}-${field.name}`}
                field={field}
                record={rec}
                saver={saver}
                editable={edit.can && !field.disabled}
                onDirtyChange={onDirtyChange}
                onTakeTheirs={onTakeTheirs}
              />
            ))}
            <Field label="Date Created">
              <Text className={styles.meta}>{formatDateTime(record.__date_created) || '—'}</Text>
            </Field>
          </div>,
        )}
        {config.drawer.extra && (edit.can || config.drawer.extraForViewers) ? config.drawer.extra(record, save) : null}
      </>
    );

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
            {record && rec && titleField ? (
              <InlineTitle
                key={`title-${record.id}`}
                field={titleField}
                record={rec}
                saver={saver}
                editable={edit.can}
                onDirtyChange={onDirtyChange}
                onTakeTheirs={onTakeTheirs}
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
        <AutoSaveIndicator status={saver.status} />
      </DrawerHeader>
      <DrawerBody className={styles.body}>{body}</DrawerBody>
      {record ? (
        <DrawerFooter className={styles.footer}>
          <ConfirmDelete
            onConfirm={() => {
              const name = config.recordName(record);
              undoableDelete({
                resource: config.resource,
                ids: [record.id],
                title: `${config.singular} "${name}" deleted`,
                run: () => deleteTrigger(config.endpoints.deleteArg(record.id)).unwrap(),
              });
              close();
            }}
          >
            {(open) => (
              <GuardedButton access={remove} appearance="secondary" icon={<DeleteRegular />} onClick={open}>
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
