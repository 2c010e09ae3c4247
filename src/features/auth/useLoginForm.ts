import { useState, type FormEvent } from 'react';
import { getRuntimeConfig } from '../../lib/config';
import { useSignIn } from './signIn';
import { validateLogin, type LoginErrors, type LoginValues } from './validation';

/**
 * The login form's values (prefilled from the runtime config), its errors (shown once submitted, then kept
 * current), and signing in; `onSignInIntent` runs on submit too.
 */
export function useLoginForm(onSignInIntent?: () => void) {
  const config = getRuntimeConfig();
  const signIn = useSignIn();

  const [values, setValues] = useState<LoginValues>({ email: config.loginEmail, password: config.loginPassword });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const change = (field: keyof LoginValues) => (_: unknown, data: { value: string }) => {
    const next = { ...values, [field]: data.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    onSignInIntent?.();
    try {
      await signIn(values.email, values.password);
      // The public-only guard sends the now signed-in user on to ?to= or the dashboard.
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return { values, errors, pending, failed, change, onSubmit };
}
