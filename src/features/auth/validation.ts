/** Login form rules and messages. */
export interface LoginValues {
  email: string;
  password: string;
}

/** Catalogue keys of the login form's messages (`auth` namespace); the page shows them translated. */
export const LOGIN_MESSAGES = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  failed: 'validation.failed',
} as const;

export type LoginMessage = (typeof LOGIN_MESSAGES)[keyof typeof LOGIN_MESSAGES];
/** Per field, the key of its message (LOGIN_MESSAGES). */
export type LoginErrors = Partial<Record<keyof LoginValues, LoginMessage>>;

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
