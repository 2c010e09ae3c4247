import { Input, Textarea } from '@fluentui/react-components';
import { useTranslateText } from '../../../i18n';
import { asString, useFieldEditor, type FieldEditorProps } from './useFieldEditor';

/** A `textarea` field: a taller box that grows downwards; leaving it commits. */
export function TextAreaEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit } = props;
  const tt = useTranslateText();
  const { styles, common } = useFieldEditor(props);
  return (
    <Textarea
      {...common}
      className={styles.textarea}
      resize="vertical"
      value={asString(value)}
      placeholder={tt(field.placeholder)}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onCommit}
    />
  );
}

/** A `money` field (in USD, to the cent) or an `integer` one: a number box of no less than 0. */
export function NumberEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit } = props;
  const tt = useTranslateText();
  const { styles, common, onKeyDown } = useFieldEditor(props);
  const money = field.kind === 'money';
  return (
    <Input
      {...common}
      className={styles.full}
      type="number"
      inputMode={money ? 'decimal' : 'numeric'}
      step={money ? '0.01' : '1'}
      min="0"
      contentBefore={money ? <span aria-hidden="true">$</span> : undefined}
      contentAfter={money ? <span aria-hidden="true">USD</span> : undefined}
      value={asString(value)}
      placeholder={tt(field.placeholder)}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onCommit}
      onKeyDown={onKeyDown}
    />
  );
}

/** A `readonly` field: its value in a disabled box. */
export function ReadOnlyEditor(props: FieldEditorProps) {
  const { styles, common } = useFieldEditor(props);
  return <Input {...common} className={styles.full} disabled readOnly value={asString(props.value)} />;
}

/** A line of text: plain, an email address or a password (never filled in by the browser). */
export function TextEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit } = props;
  const tt = useTranslateText();
  const { styles, common, onKeyDown } = useFieldEditor(props);
  return (
    <Input
      {...common}
      className={styles.full}
      type={field.kind === 'email' ? 'email' : field.kind === 'password' ? 'password' : 'text'}
      autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
      value={asString(value)}
      placeholder={tt(field.placeholder)}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onCommit}
      onKeyDown={onKeyDown}
    />
  );
}
