import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyAuthModal } from '../../components/auth/lazy-auth-modal';
import { buttonClass, focusRing } from '../../components/ui/button-styles';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/ui/menu';
import { initialsOf, useAuth } from '../../lib/auth/auth-store';

/**
 * "Sign in" (opens the login modal over the current page), or the signed-in user's avatar (first 2
 * letters of the name) with a Logout entry. Not shown on the pages that are the sign-in itself.
 */
export function AccountMenu() {
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const [signingIn, setSigningIn] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user) {
    if (pathname === '/login' || pathname === '/auth-callback') return null;
    return (
      <>
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setSigningIn(true)}>
          Sign in
        </button>
        <LazyAuthModal
          open={signingIn}
          onOpenChange={setSigningIn}
          title="Sign in"
          description="Sign in to run your tests and triggers on every validation."
        />
      </>
    );
  }
  const signOut = async () => {
    await logout();
    // Pages that need an account ask again by themselves; the sign-in pages make no sense now.
    if (pathname === '/verify-email') void navigate('/');
  };
  return (
    <Menu>
      <MenuTrigger
        className={`inline-flex size-10 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white hover:bg-indigo-800 ${focusRing}`}
        aria-label={`Account: ${user.name}`}
      >
        {initialsOf(user.name || user.email || '?')}
      </MenuTrigger>
      <MenuContent>
        <div className="px-3 py-2 text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">{user.name}</p>
          {user.email ? <p className="text-slate-600 dark:text-slate-400">{user.email}</p> : null}
          {user.emailVerification ? null : (
            <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-400">Email not verified</p>
          )}
        </div>
        {user.emailVerification ? null : (
          <MenuItem onSelect={() => void navigate('/verify-email')}>Verify email</MenuItem>
        )}
        <MenuItem onSelect={() => void signOut()}>Logout</MenuItem>
      </MenuContent>
    </Menu>
  );
}
