import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { clearReturnPath, rememberReturnPath } from '../../lib/auth/auth-storage';
import { useAuth } from '../../lib/auth/auth-store';
import { buttonClass } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { LazyAuthModal } from './lazy-auth-modal';

/** What stands, blurred, behind the login modal: the outline of a page, never its data. */
function PagePlaceholder() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="h-8 w-64 rounded-lg bg-slate-300 dark:bg-slate-700" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((tile) => (
          <div key={tile} className="h-24 rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-14 rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/**
 * The protected-route wrapper (specification §2, §6): for a signed-in user it shows `children`;
 * otherwise it blurs the page, stores the return path under `authReturnPath` and opens the login
 * modal. The content is only rendered for a user, so nothing loads without credentials.
 */
export function ProtectedRoute({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const user = useAuth((state) => state.user);
  const initialised = useAuth((state) => state.initialised);
  const location = useLocation();
  const returnPath = `${location.pathname}${location.search}`;
  const signedOut = initialised && user === null;
  const [modalOpen, setModalOpen] = useState(true);

  useEffect(() => {
    if (!signedOut) return;
    rememberReturnPath(returnPath);
    setModalOpen(true);
  }, [signedOut, returnPath]);

  if (!initialised) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-3 py-24 text-slate-700 dark:text-slate-300"
      >
        <Spinner />
        Checking your session...
      </p>
    );
  }
  if (user) return <>{children}</>;
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        inert
        className="pointer-events-none blur-sm select-none"
        data-testid="protected-blur"
      >
        {placeholder ?? <PagePlaceholder />}
      </div>
      <div className="absolute inset-x-0 top-16 flex flex-col items-center gap-3 text-center">
        <p className="rounded-lg bg-white/90 px-4 py-2 font-medium shadow dark:bg-slate-900/90">
          Sign in to see this page.
        </p>
        <button type="button" className={buttonClass('primary')} onClick={() => setModalOpen(true)}>
          Sign in
        </button>
      </div>
      <LazyAuthModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        returnPath={returnPath}
        onSuccess={() => clearReturnPath()}
      />
    </div>
  );
}
