import { useId, useRef, useState, type FormEvent } from 'react';
import { toWriteError } from '../api';
import type { FieldConfig, FieldValue, FormValues, KitSettings } from '../types';
import { NOT_SENT, validateField, writeFieldValue } from './fieldValues';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { translateText } from '../../../i18n';
import { fieldErrorText } from '../../../api/fieldErrors';
import { isOffline } from '../offline';
import { kitT } from '../text';

/**
 * The create form's controller (the create modal, and the dialogs of menu and order items): values,
 * checks of every field on submit (and on each change after a first submit), the server's refusal as a
 * message and field messages, and the unsaved-changes guard until the save succeeds. While offline a save
 * is not sent: the form says so and keeps every value, to be saved again once the connection returns.
 */

export function initialValue(field: FieldConfig, settings: KitSettings): FieldValue {
  if (field.initial !== undefined) return typeof field.initial === 'function' ? field.initial(settings) : field.initial;
  switch (field.kind) {
    case 'lookup':
    case 'image':
      return null;
    case 'lookupMulti':
    case 'weekdays':
    case 'enumMulti':
      return [];
    default:
      return '';
  }
}

/**
 * The request body. A form with a file field (a photo, logo or image: employees, kitchen staff,
 * organizations, products, users) is sent as multipart form data whether or not a file is chosen, lists as
 * `name[index]`; any other form as JSON.
 */
export function buildBody(fields: FieldConfig[], values: FormValues): Record<string, unknown> | FormData {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = writeFieldValue(field, values[field.name], 'create');
    if (value !== NOT_SENT) body[field.name] = value;
  }
  const multipart = fields.some((f) => f.kind === 'image') || Object.values(body).some((v) => v instanceof File);
  if (!multipart) return body;
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

export interface CreateFormOptions {
  /** The fields shown, checked in this order. */
  fields: FieldConfig[];
  /** The values the form starts with. */
  initial: () => FormValues;
  /** Sends the checked values; rejects with the server's refusal. */
  send: (values: FormValues) => Promise<unknown>;
  /** After a successful save (the guard is off by then). */
  onSaved: () => void;
  /** 'the menu item': named in the console when a save fails. */
  what: string;
  /** Leaving a changed form asks first (default true). */
  guardUnsaved?: boolean;
  /** More checks on submit, beside the fields' (false: not sent). */
  validateMore?: () => boolean;
}

export function useCreateForm({
  fields,
  initial,
  send,
  onSaved,
  what,
  guardUnsaved = true,
  validateMore,
}: CreateFormOptions) {
  const formId = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const dirty = useRef(false);
  useUnsavedChangesGuard(() => guardUnsaved && dirty.current);

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
    const moreValid = validateMore?.() ?? true;
    if (Object.keys(found).length) {
      const first = fields.find((f) => found[f.name]);
      if (first) document.getElementById(fieldId(formId, first.name))?.focus();
      return;
    }
    if (!moreValid) return;
    if (isOffline()) {
      setServerError(kitT('kit:offline.createRefused'));
      return;
    }
    setServerError(null);
    try {
      await send(values);
      dirty.current = false;
      onSaved();
    } catch (error) {
      console.error(`Could not create ${what}`, error);
      const failure = toWriteError(error);
      setServerError(failure.offline ? kitT('kit:offline.createRefused') : failure.message);
      // Field messages of a 400 ('is required') read as sentences under their field ('Name is required').
      const known: Record<string, string> = {};
      for (const [name, text] of Object.entries(failure.fields)) {
        const field = fields.find((f) => f.name === name);
        if (field) known[name] = fieldErrorText(translateText(field.label), text);
      }
      setErrors(known);
    }
  };

  return {
    formId,
    /** The id of a field's editor (the first invalid one is focused on submit). */
    idOf: (name: string) => fieldId(formId, name),
    fields,
    values,
    /** Replaces the values without marking the form changed (a record loaded for editing). */
    load: setValues,
    errors,
    serverError,
    change,
    submit,
  };
}

const fieldId = (formId: string, name: string) => `${formId}-${name}`;

export type CreateFormController = ReturnType<typeof useCreateForm>;
