import { Link } from 'react-router';
import { buttonClass, focusRing } from '../../components/ui/button-styles';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../components/ui/menu';
import { initialsOf, useAuth } from '../../lib/auth/auth-store';

/** "Sign in" (to /login), or the signed-in user's avatar (first 2 letters) with a Logout entry. */
export function AccountMenu() {
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  if (!user) {
    return (
      <Link to="/login" className={buttonClass('primary', 'sm')}>
        Sign in
      </Link>
    );
  }
  return (
    <Menu>
      <MenuTrigger
        className={`inline-flex size-10 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white hover:bg-indigo-800 ${focusRing}`}
        aria-label={`Account: ${user.name}`}
      >
        {initialsOf(user.name)}
      </MenuTrigger>
      <MenuContent>
        <div className="px-3 py-2 text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">{user.name}</p>
          {user.email ? <p className="text-slate-600 dark:text-slate-400">{user.email}</p> : null}
        </div>
        <MenuItem onSelect={() => void logout()}>Logout</MenuItem>
      </MenuContent>
    </Menu>
  );
}
