import { useTranslateText } from '../../../i18n';
import { kitchenZone, todayIn } from '../../../lib/zones';
import { DateInput } from '../dates/DateInput';
import { DateTimeInput } from '../dates/DateTimeInput';
import { TimeInput } from '../dates/TimeInput';
import { asString, useFieldEditor, type FieldEditorProps } from './useFieldEditor';

/** A `time` field: the one time input, 'hh:mm am' like every time shown; emptied, an optional time is cleared. */
export function TimeEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit } = props;
  const { styles, common } = useFieldEditor(props);
  return (
    <TimeInput
      id={common.id}
      disabled={common.disabled}
      onFocus={common.onFocus}
      aria-invalid={common['aria-invalid']}
      className={styles.full}
      clearable={!field.required}
      value={asString(value)}
      onChange={(time) => {
        onChange(time);
        onCommit?.();
      }}
    />
  );
}

/** A `date` field: a day, picked or typed; committed as soon as it is one. */
export function DateEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit } = props;
  const { styles, settings, common } = useFieldEditor(props);
  return (
    <DateInput
      {...common}
      className={styles.full}
      value={asString(value)}
      display={field.dateDisplay}
      // The date fields are birth dates: none after the business's today.
      maxDate={todayIn(kitchenZone(settings))}
      onChange={(date) => {
        onChange(date ?? '');
        onCommit?.();
      }}
    />
  );
}

/** A `dateTime` field: a day and a time on the wall clock of its zone (the kitchen's by default), held as the instant. */
export function DateTimeEditor(props: FieldEditorProps) {
  const { field, value, onChange, onCommit, zone, opening, keepWallClock } = props;
  const tt = useTranslateText();
  const { styles, settings, common } = useFieldEditor(props);
  return (
    <DateTimeInput
      id={common.id}
      disabled={common.disabled}
      onFocus={common.onFocus}
      invalid={common['aria-invalid']}
      label={tt(field.label)}
      className={styles.full}
      value={asString(value)}
      zone={zone ?? kitchenZone(settings)}
      opening={opening}
      keep={keepWallClock ? 'wallClock' : 'instant'}
      onChange={(instant) => {
        onChange(instant);
        onCommit?.();
      }}
    />
  );
}
