import { browserLocalStorage } from '../storage/local-json';
import { logStorageFailure } from '../storage/storage-log';
import { AUTH_RETURN_PATH_KEY, AUTH_RETURN_URL_KEY } from './auth-store';

/**
 * Marks that this browser signed in. The session cookie is HttpOnly, so the page cannot see it:
 * without this mark every anonymous visit would ask the server for an account and get a 401.
 */
export const AUTH_SESSION_HINT_KEY = 'authSession';

function read(key: string): string | null {
  try {
    return browserLocalStorage()?.getItem(key) ?? null;
  } catch (error) {
    logStorageFailure({ operation: 'read', key, error });
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = browserLocalStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    logStorageFailure({ operation: value === null ? 'delete' : 'write', key, error });
  }
}

export function hasSessionHint(): boolean {
  return read(AUTH_SESSION_HINT_KEY) === '1';
}

export function setSessionHint(signedIn: boolean): void {
  write(AUTH_SESSION_HINT_KEY, signedIn ? '1' : null);
}

/** An in-app path (`/x?y`), never another site (`//host`, `https:`). */
function isAppPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers where to go back after signing in (`authReturnPath`, specification §7). */
export function rememberReturnPath(path: string): void {
  if (isAppPath(path)) write(AUTH_RETURN_PATH_KEY, path);
}

/** Remembers the page a social sign-in left from (`authReturnUrl`). */
export function rememberReturnUrl(url: string): void {
  write(AUTH_RETURN_URL_KEY, url);
}

/** The stored return path (or null), without removing it. */
export function peekReturnPath(): string | null {
  const path = read(AUTH_RETURN_PATH_KEY);
  return isAppPath(path) ? path : null;
}

/** The stored return path, removed with the return URL; null when none (or not a page of this app). */
export function takeReturnPath(): string | null {
  const path = peekReturnPath();
  clearReturnPath();
  return path;
}

export function clearReturnPath(): void {
  write(AUTH_RETURN_PATH_KEY, null);
  write(AUTH_RETURN_URL_KEY, null);
}
