import { useState } from 'react';
import type { AuthUser } from '../../lib/auth/auth-store';
import { AuthDialog } from './auth-dialog';
import { LoginForm } from './login-form';
import type { LoginMode } from './login-validation';

/** The texts of specification §2. */
export const AUTH_REQUIRED_TITLE = 'Authentication Required';
export const AUTH_REQUIRED_MESSAGE = 'Please log in to continue.';
/** The default title while the form signs up. */
export const SIGN_UP_TITLE = 'Create your Tagproof account';

export interface AuthModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Default 'Authentication Required' ('Create your Tagproof account' while the form signs up). */
  title?: string;
  /** Default 'Please log in to continue.' (the entities feature: 'Please log in to create tests and triggers.'). */
  description?: string;
  /** Called after a successful sign-in or sign-up, once the modal closed: resume the action here. */
  onSuccess?(user: AuthUser): void;
  initialMode?: LoginMode;
  /** Where a Google sign-in comes back to (default: the current page). */
  returnPath?: string;
}

/**
 * The login modal with the embedded sign-in / sign-up form. Any feature may open it: the title and
 * text are configurable, and `onSuccess` resumes what the user was doing.
 *
 * @example
 * <AuthModal open={open} onOpenChange={setOpen}
 *   description="Please log in to create tests and triggers." onSuccess={() => void save()} />
 */
export function AuthModal({
  open,
  onOpenChange,
  title,
  description = AUTH_REQUIRED_MESSAGE,
  onSuccess,
  initialMode,
  returnPath,
}: AuthModalProps) {
  const [mode, setMode] = useState<LoginMode>(initialMode ?? 'signin');
  // A given title stays; the default one says what the form does.
  const shownTitle = title ?? (mode === 'signup' ? SIGN_UP_TITLE : AUTH_REQUIRED_TITLE);
  return (
    <AuthDialog open={open} onOpenChange={onOpenChange} title={shownTitle} description={description}>
      <LoginForm
        onModeChange={setMode}
        {...(initialMode ? { initialMode } : {})}
        {...(returnPath ? { returnPath } : {})}
        onSuccess={(user) => {
          onOpenChange(false);
          onSuccess?.(user);
        }}
      />
    </AuthDialog>
  );
}
