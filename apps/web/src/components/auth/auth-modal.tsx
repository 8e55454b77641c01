import type { AuthUser } from '../../lib/auth/auth-store';
import { AuthDialog } from './auth-dialog';
import { LoginForm } from './login-form';
import type { LoginMode } from './login-validation';

/** The texts of specification §2. */
export const AUTH_REQUIRED_TITLE = 'Authentication Required';
export const AUTH_REQUIRED_MESSAGE = 'Please log in to continue.';

export interface AuthModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Default 'Authentication Required'. */
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
  title = AUTH_REQUIRED_TITLE,
  description = AUTH_REQUIRED_MESSAGE,
  onSuccess,
  initialMode,
  returnPath,
}: AuthModalProps) {
  return (
    <AuthDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <LoginForm
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
