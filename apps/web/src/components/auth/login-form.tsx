import { useId, type FormEvent } from 'react';
import type { AuthUser } from '../../lib/auth/auth-store';
import { buttonClass } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { FormField } from './form-field';
import { GoogleSignInButton } from './google-sign-in-button';
import { MIN_PASSWORD_LENGTH, type LoginMode } from './login-validation';
import { useLoginForm } from './use-login-form';
import { useOAuthProviders } from './use-oauth-providers';

export interface LoginFormProps {
  /** Called once the user is signed in (and set in the auth store). */
  onSuccess?(user: AuthUser): void;
  initialMode?: LoginMode;
  /** Where a Google sign-in comes back to (default: the current page). */
  returnPath?: string;
  /** Told when the user switches between signing in and signing up (a page titles itself after it). */
  onModeChange?(mode: LoginMode): void;
}

/**
 * The sign-in / sign-up form (sign-up adds Full Name), with "Sign in with Google" when the server has
 * Google configured.
 */
export function LoginForm({ onSuccess, initialMode = 'signin', returnPath, onModeChange }: LoginFormProps) {
  const form = useLoginForm(onSuccess, initialMode);
  const google = useOAuthProviders().includes('google');
  const id = useId();
  const signingUp = form.mode === 'signup';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [first] = await form.submit();
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const field = (name: 'name' | 'email' | 'password') => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  return (
    <div className="flex flex-col gap-5">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={signingUp ? 'Sign up' : 'Sign in'}
      >
        {signingUp ? <FormField label="Full Name" autoComplete="name" {...field('name')} /> : null}
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
          {...field('password')}
        />
        {form.failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {form.failure}
          </p>
        ) : null}
        <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={form.pending}>
          {form.pending ? <Spinner className="size-4" /> : null}
          {signingUp ? 'Create account' : 'Sign in'}
        </button>
      </form>
      {google ? (
        <>
          <div
            className="flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400"
            aria-hidden="true"
          >
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            or
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </div>
          <GoogleSignInButton
            returnPath={returnPath ?? `${window.location.pathname}${window.location.search}`}
          />
        </>
      ) : null}
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
          onClick={() => {
            const next = signingUp ? 'signin' : 'signup';
            form.setMode(next);
            onModeChange?.(next);
          }}
        >
          {signingUp ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </div>
  );
}
