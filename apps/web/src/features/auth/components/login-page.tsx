import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../../components/auth/login-form';
import type { LoginMode } from '../../../components/auth/login-validation';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages';
import { clearReturnPath, peekReturnPath } from '../../../lib/auth/auth-storage';
import { useAuth } from '../../../lib/auth/auth-store';
import { AuthPageCard } from './auth-page-card';

/** The page's title and intro, after what the form does. */
export const LOGIN_PAGE_TEXTS: Readonly<Record<LoginMode, { title: string; intro: string }>> = {
  signin: {
    title: 'Sign in to Tagproof',
    intro: 'Your tests and triggers run on every validation, and your saved validation reports are here.',
  },
  signup: {
    title: 'Create your Tagproof account',
    intro: 'Save tests and triggers that run on every validation, and keep your validation reports.',
  },
};

/**
 * `/login`: the sign-in / sign-up form (`?mode=signup` opens on sign-up), titled after what it does. A
 * signed-in visitor goes on to the stored return path (else /). `?error=…` is where a failed Google
 * sign-in lands (`/login?error=auth_failed`).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const user = useAuth((state) => state.user);
  const [target] = useState(() => peekReturnPath() ?? '/');
  const [mode, setMode] = useState<LoginMode>(() => (params.get('mode') === 'signup' ? 'signup' : 'signin'));
  if (user) return <Navigate to={target} replace />;
  return (
    <AuthPageCard title={LOGIN_PAGE_TEXTS[mode].title} intro={LOGIN_PAGE_TEXTS[mode].intro}>
      {params.has('error') ? (
        <div
          role="alert"
          className="mb-5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{AUTH_MESSAGES.authenticationFailed}</p>
          <p>Signing in with Google did not complete. Please try again, or use your email and password.</p>
        </div>
      ) : null}
      <LoginForm
        returnPath={target}
        initialMode={mode}
        onModeChange={setMode}
        onSuccess={() => clearReturnPath()}
      />
    </AuthPageCard>
  );
}
