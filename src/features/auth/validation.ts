/** Login form rules and messages. */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  failed: 'Login failed',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!isEmail(values.email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!values.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
