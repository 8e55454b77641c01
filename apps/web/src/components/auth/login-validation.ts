/** The sign-in and sign-up form (specification §5): e-mail and password, plus Full Name on sign-up. */
export type LoginMode = 'signin' | 'signup';

export interface LoginValues {
  name: string;
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The server's minimum (API.md: passwords of 8 to 256 characters). */
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is missing or malformed; an empty object when the form can be sent. */
export function validateLogin(mode: LoginMode, values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (mode === 'signup' && values.name.trim() === '') errors.name = 'Full Name is required';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (values.password === '') errors.password = 'Password is required';
  else if (mode === 'signup' && values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return errors;
}
