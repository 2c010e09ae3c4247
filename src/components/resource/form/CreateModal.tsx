import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BusyRing } from '../../LoadingScreen';
import { useLocation, useNavigate } from 'react-router';
import { toWriteError } from '../api';
import { useKitEnv } from '../env';
import { FieldEditor } from './FieldEditor';
import { NOT_SENT, validateField, writeFieldValue } from './fieldValues';
import type { BaseRecord, FieldConfig, FieldValue, FormValues, KitSettings, ResourceConfig } from '../types';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * Create modal (spec §2): the resource's create fields and messages; a photo/logo/image file goes with the
 * save as multipart; errors keep the modal open and are shown; success returns to the list replacing the
 * history entry. Closing a changed form asks before leaving.
 */

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 32px)' },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function initialValue(field: FieldConfig, settings: KitSettings): FieldValue {
  if (field.initial !== undefined) return typeof field.initial === 'function' ? field.initial(settings) : field.initial;
  switch (field.kind) {
    case 'lookup':
    case 'image':
      return null;
    case 'lookupMulti':
    case 'weekdays':
      return [];
    default:
      return '';
  }
}

const isWide = (f: FieldConfig) => f.wide || f.kind === 'textarea' || f.kind === 'image' || f.kind === 'lookupMulti';

/** The request body: JSON, or multipart form data when a file goes with it (lists as `name[index]`). */
export function buildBody(fields: FieldConfig[], values: FormValues): Record<string, unknown> | FormData {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = writeFieldValue(field, values[field.name], 'create');
    if (value !== NOT_SENT) body[field.name] = value;
  }
  if (!Object.values(body).some((v) => v instanceof File)) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) form.append(key, value);
    else if (Array.isArray(value)) {
      if (!value.length) form.append(key, '');
      value.forEach((item, i) => form.append(`${key}[${i}]`, String(item)));
    } else form.append(key, String(value));
  }
  return form;
}

export function CreateModal<T extends BaseRecord>({ config }: { config: ResourceConfig<T> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { search } = useLocation();
  const env = useKitEnv();
  const formId = useId();
  const fields = config.create.fields.filter((f) => !f.access || env.can(f.access.resource, f.access.action).can);
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialValue(f, env.settings)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, { isLoading }] = config.endpoints.useAdd();
  const dirty = useRef(false);
  useUnsavedChangesGuard(() => dirty.current);

  const listLocation = { pathname: config.basePath, search };
  const close = () => navigate(listLocation);

  const validateAll = (next: FormValues) => {
    const found: Record<string, string> = {};
    for (const f of fields) {
      const message = validateField(f, next[f.name], next);
      if (message) found[f.name] = message;
    }
    return found;
  };

  const change = (field: FieldConfig, value: FieldValue) => {
    dirty.current = true;
    setValues((prev) => {
      const next = { ...prev, [field.name]: value, ...(field.onChange?.(value, prev) ?? {}) };
      if (submitted) setErrors(validateAll(next));
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAll(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = fields.find((f) => found[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setServerError(null);
    try {
      await add(config.endpoints.addArg(buildBody(fields, values))).unwrap();
      dirty.current = false;
      navigate(listLocation, { replace: true });
    } catch (error) {
      console.error(`Could not create the ${config.singular.toLowerCase()}`, error);
      const failure = toWriteError(error);
      setServerError(failure.message);
      // Field messages of a 400 ('is required') read as sentences under their field ('Name is required').
      const known: Record<string, string> = {};
      for (const [name, text] of Object.entries(failure.fields)) {
        const field = fields.find((f) => f.name === name);
        if (field) known[name] = /^[a-z]/.test(text) ? `${field.label} ${text}` : text;
      }
      setErrors(known);
    }
  };

  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ maxWidth: config.create.width ?? 600 }}
        aria-label={config.create.title}
      >
        <form id={formId} onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle
              action={
                <DialogTrigger action="close">
                  <Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} />
                </DialogTrigger>
              }
            >
              {config.create.title}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {serverError ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>
                    <MessageBarTitle>Could not save</MessageBarTitle>
                    <span>{serverError}</span>
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.form}>
                {fields.map((field) => {
                  const id = `${formId}-${field.name}`;
                  const error = errors[field.name];
                  return (
                    <div key={field.name} className={isWide(field) ? styles.wide : undefined}>
                      <Field
                        label={{ children: field.label, htmlFor: id }}
                        required={!!field.required}
                        validationMessage={error}
                        validationState={error ? 'error' : 'none'}
                        hint={field.hint}
                      >
                        <FieldEditor
                          id={id}
                          field={field}
                          value={values[field.name]}
                          invalid={!!error}
                          dateFormat="api"
                          onChange={(value) => change(field, value)}
                        />
                      </Field>
                    </div>
                  );
                })}
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={isLoading}>
                Cancel
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={isLoading}
                icon={isLoading ? <BusyRing size="small" /> : undefined}
              >
                {isLoading ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
