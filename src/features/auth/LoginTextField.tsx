import { Input, Label, mergeClasses } from '@fluentui/react-components';
import { useId } from 'react';
import { useTypography } from '../../components/typography';
import { useLoginPageStyles } from './LoginPage.styles';

interface TextFieldProps {
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (event: unknown, data: { value: string }) => void;
}

/** Label, input and validation message, linked for assistive technology. */
export function LoginTextField({ label, error, ...input }: TextFieldProps) {
  const styles = useLoginPageStyles();
  const type = useTypography();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <Label htmlFor={id} weight="semibold">
        {label}
      </Label>
      <Input
        {...input}
        id={id}
        size="large"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className={mergeClasses(type.caption1, styles.fieldError)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
