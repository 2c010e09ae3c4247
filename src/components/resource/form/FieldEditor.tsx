import { useTranslateText } from '../../../i18n';
import { EnumEditor, EnumMultiEditor, LookupEditor, WeekdaysEditor } from './ChoiceEditors';
import { DateEditor, DateTimeEditor, TimeEditor } from './DateEditors';
import { ImagePicker } from './ImagePicker';
import { NumberEditor, ReadOnlyEditor, TextAreaEditor, TextEditor } from './TextEditors';
import type { FieldEditorProps } from './useFieldEditor';

/** One editor per field kind, shared by the create form and the detail drawer. */
export function FieldEditor(props: FieldEditorProps) {
  switch (props.field.kind) {
    case 'textarea':
      return <TextAreaEditor {...props} />;
    case 'money':
    case 'integer':
      return <NumberEditor {...props} />;
    case 'enum':
      return <EnumEditor {...props} />;
    case 'lookup':
    case 'lookupMulti':
      return <LookupEditor {...props} />;
    case 'weekdays':
      return <WeekdaysEditor {...props} />;
    case 'enumMulti':
      return <EnumMultiEditor {...props} />;
    case 'time':
      return <TimeEditor {...props} />;
    case 'date':
      return <DateEditor {...props} />;
    case 'dateTime':
      return <DateTimeEditor {...props} />;
    case 'image':
      return <ImageEditor {...props} />;
    case 'readonly':
      return <ReadOnlyEditor {...props} />;
    default:
      return <TextEditor {...props} />;
  }
}

/** An `image` field: the picture, chosen from a file (it goes with the save as multipart). */
function ImageEditor({ field, value, onChange, id, disabled }: FieldEditorProps) {
  const tt = useTranslateText();
  return (
    <ImagePicker
      id={id}
      label={tt(field.label)}
      value={value instanceof File || typeof value === 'string' ? value : null}
      disabled={disabled || field.disabled}
      onChange={onChange}
    />
  );
}
