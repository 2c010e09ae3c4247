import { Field, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useKitEnv } from '../env';
import type { FieldConfig } from '../types';
import { useCreateModalStyles } from './CreateModal.styles';
import { FieldEditor } from './FieldEditor';
import { useFieldOpening } from './useFieldEditor';
import type { CreateFormController } from './useCreateForm';
import { useTranslateText } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';

const isWide = (f: FieldConfig) => f.wide || f.kind === 'textarea' || f.kind === 'image' || f.kind === 'lookupMulti';

/** The server's refusal over the form: 'Could not save' and its reason. */
export function CreateFormError({ form }: { form: CreateFormController }) {
  const { t } = useTranslation(['kit', 'common']);
  if (!form.serverError) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('form.couldNotSave')}</MessageBarTitle>
        <span>{form.serverError}</span>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The create form's fields in two columns, each with its message. */
export function CreateFormFields({ form }: { form: CreateFormController }) {
  const styles = useCreateModalStyles();
  return (
    <div className={styles.form}>
      {form.fields.map((field) => (
        <CreateFormField key={field.name} form={form} field={field} />
      ))}
    </div>
  );
}

/** One field of the create form, with its label, hint and message. */
function CreateFormField({ form, field }: { form: CreateFormController; field: FieldConfig }) {
  const styles = useCreateModalStyles();
  const tt = useTranslateText();
  const { settings } = useKitEnv();
  const opening = useFieldOpening(field, form.values);
  const id = form.idOf(field.name);
  const error = form.errors[field.name];
  return (
    <div className={isWide(field) ? styles.wide : undefined}>
      <Field
        label={{ children: tt(field.label), htmlFor: id }}
        required={!!field.required}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
        hint={tt(field.hint)}
      >
        <FieldEditor
          id={id}
          field={field}
          value={form.values[field.name]}
          invalid={!!error}
          zone={field.zone?.(form.values, settings)}
          opening={opening}
          lookupFilter={field.lookupFilter?.(form.values)}
          keepWallClock
          onChange={(value) => form.change(field, value)}
        />
      </Field>
    </div>
  );
}
