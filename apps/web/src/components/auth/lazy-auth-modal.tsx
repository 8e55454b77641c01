import { lazy, Suspense, useRef } from 'react';
import type { AuthModalProps } from './auth-modal';

const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

/**
 * The login modal, loaded (with the appwrite SDK) the first time it opens, so that pages which only
 * might ask for a sign-in keep a small first bundle.
 */
export function LazyAuthModal(props: AuthModalProps) {
  const everOpened = useRef(false);
  if (props.open) everOpened.current = true;
  if (!everOpened.current) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
