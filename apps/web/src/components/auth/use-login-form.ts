import { useState } from 'react';
import { errorMessage } from '../../lib/appwrite';
import { signIn, signUp } from '../../lib/auth/auth-api';
import { AUTH_MESSAGES } from '../../lib/auth/auth-messages';
import { authStore, type AuthUser } from '../../lib/auth/auth-store';
import { notify } from '../../lib/notify';
import { validateLogin, type LoginErrors, type LoginMode, type LoginValues } from './login-validation';

const EMPTY: LoginValues = { name: '', email: '', password: '' };

/**
 * The sign-in / sign-up form's state and submission: validates, calls the account API, sets the
 * user in the auth store and tells how the verification e-mail went after a sign-up (§8 texts).
 */
export function useLoginForm(onSuccess?: (user: AuthUser) => void, initialMode: LoginMode = 'signin') {
  const [mode, setModeState] = useState<LoginMode>(initialMode);
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setMode = (next: LoginMode) => {
    setModeState(next);
    setErrors({});
    setFailure(null);
  };

  const setValue = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Sends the form; answers the invalid fields (in form order) when it cannot be sent. */
  async function submit(): Promise<Array<keyof LoginValues>> {
    const found = validateLogin(mode, values);
    setErrors(found);
    setFailure(null);
    const invalid = (['name', 'email', 'password'] as const).filter((field) => found[field]);
    if (invalid.length > 0) return invalid;
    setPending(true);
    try {
      const email = values.email.trim();
      let user: AuthUser;
      if (mode === 'signin') {
        user = await signIn(email, values.password);
      } else {
        const result = await signUp(values.name.trim(), email, values.password);
        user = result.user;
        if (result.verification === 'sent') notify({ type: 'success', message: AUTH_MESSAGES.signUpSuccess });
        if (result.verification === 'failed')
          notify({ type: 'warning', message: AUTH_MESSAGES.signUpVerificationFailed });
      }
      authStore.getState().setUser(user);
      setValues(EMPTY);
      onSuccess?.(user);
    } catch (error) {
      setFailure(errorMessage(error, AUTH_MESSAGES.authenticationFailed));
    } finally {
      setPending(false);
    }
    return [];
  }

  return { mode, setMode, values, setValue, errors, failure, pending, submit };
}
