import type { KeyboardEvent } from 'react';
import { useKitEnv } from '../env';
import { useFieldEditorStyles } from './FieldEditor.styles';
import type { FieldConfig, FieldValue, LookupFilter, OpeningTimes } from '../types';

export interface FieldEditorProps {
  field: FieldConfig;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Text editors: leaving the field or pressing Enter (single line). */
  onCommit?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  id: string;
  /** A `dateTime` field: the IANA zone it is shown and entered in (default: the browser's). */
  zone?: string;
  /** A `dateTime` field: when the place it is for opens (its closed days greyed, its hours named). */
  opening?: OpeningTimes;
  /** A `dateTime` field being filled in: a new zone keeps the typed wall clock (else the instant). */
  keepWallClock?: boolean;
  invalid?: boolean;
  /** A lookup: the list filters its search sends (from the create form's values). */
  lookupFilter?: LookupFilter;
}

/**
 * When the place a `dateTime` field is for opens (`field.useOpening`), from the record or the form's values.
 * A field's config never changes under its editor, so the hook is called on every render or never.
 */
export function useFieldOpening(field: FieldConfig, source: Record<string, unknown>): OpeningTimes | undefined {
  return field.useOpening?.(source);
}

/** A field's value as the text an input shows. */
export const asString = (value: FieldValue) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * What every editor of a field shares: its id, disabled state, focus and invalid mark, and the value's own
 * language and direction when the field has them; Enter commits; the editors' classes.
 */
export function useFieldEditor({ field, onCommit, onFocus, disabled, id, invalid }: FieldEditorProps) {
  const { settings } = useKitEnv();
  const styles = useFieldEditorStyles();
  return {
    settings,
    styles,
    common: {
      id,
      disabled: disabled || field.disabled,
      onFocus,
      'aria-invalid': invalid || undefined,
      lang: field.lang,
      // An email address reads left to right in every language (inside Arabic its start was scrolled away).
      dir: field.dir ?? (field.kind === 'email' ? 'ltr' : undefined),
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' && !e.shiftKey) onCommit?.();
    },
  };
}
