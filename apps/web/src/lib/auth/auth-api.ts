import { ID, OAuthProvider } from 'appwrite';
import { appwrite, errorCode, errorType } from '../appwrite';
import { AUTH_MESSAGES } from './auth-messages';
import { rememberReturnPath, rememberReturnUrl, setSessionHint } from './auth-storage';
import type { AuthUser } from './auth-store';
import { unwatchChecksBeforeSignOut } from '../checks/user-checks';

/**
 * The account calls of specification §7 through the official appwrite SDK. Loaded on demand, so the
 * SDK stays out of the first bundle. Functions throw with the server's message (or a §8 text).
 */

/** The page the verification e-mail links to. */
export const verificationUrl = () => `${window.location.origin}/verify-email`;

/** The user of an account answer; null when it lacks an id or a verification flag. */
export function toAuthUser(account: unknown): AuthUser | null {
  if (typeof account !== 'object' || account === null) return null;
  const { $id, name, email, emailVerification, prefs } = account as Record<string, unknown>;
  if (typeof $id !== 'string' || $id === '' || typeof emailVerification !== 'boolean') return null;
  return {
    $id,
    name: typeof name === 'string' ? name : '',
    ...(typeof email === 'string' ? { email } : {}),
    emailVerification,
    ...(typeof prefs === 'object' && prefs !== null ? { prefs: prefs as Record<string, unknown> } : {}),
  };
}

/** The signed-in user (`GET /account`). @throws 'Invalid user data received' on a malformed answer. */
export async function fetchUser(): Promise<AuthUser> {
  const user = toAuthUser(await appwrite().account.get());
  if (!user) throw new Error(AUTH_MESSAGES.invalidUserData);
  return user;
}

/** The current session's user, at start-up. @throws 'No valid session found' without a session. */
export async function fetchSessionUser(): Promise<AuthUser> {
  const session = await appwrite()
    .account.getSession({ sessionId: 'current' })
    .catch((error: unknown) => {
      // 401/404: no session (expired, or ended elsewhere); anything else (offline) is passed on.
      if (errorCode(error) === 401 || errorCode(error) === 404) return null;
      throw error;
    });
  if (!session) throw new Error(AUTH_MESSAGES.noValidSession);
  return fetchUser();
}

async function userAfterSignIn(): Promise<AuthUser> {
  setSessionHint(true);
  try {
    return await fetchUser();
  } catch {
    throw new Error(AUTH_MESSAGES.initFailed);
  }
}

/** E-mail and password sign-in; an older session in this browser is replaced. */
export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { account } = appwrite();
  try {
    await account.createEmailPasswordSession({ email, password });
  } catch (error) {
    if (errorType(error) !== 'user_session_already_exists') throw error;
    await account.deleteSession({ sessionId: 'current' });
    await account.createEmailPasswordSession({ email, password });
  }
  return userAfterSignIn();
}

export interface SignUpResult {
  user: AuthUser;
  /** Whether the verification e-mail went out ('not-needed' for an already verified account). */
  verification: 'sent' | 'failed' | 'not-needed';
}

/** Creates the account, signs in, and sends the verification e-mail when unverified (§4). */
export async function signUp(name: string, email: string, password: string): Promise<SignUpResult> {
  await appwrite().account.create({ userId: ID.unique(), email, password, name });
  const user = await signIn(email, password);
  if (user.emailVerification) return { user, verification: 'not-needed' };
  try {
    await sendVerificationEmail();
    return { user, verification: 'sent' };
  } catch (error) {
    console.warn('[tagproof] the verification e-mail could not be sent after sign-up', error);
    return { user, verification: 'failed' };
  }
}

/** After a social sign-in (/auth-callback): the user of the session the server just set. */
export async function completeSocialSignIn(): Promise<AuthUser> {
  const user = await fetchUser();
  setSessionHint(true);
  return user;
}

/** Ends the current session on the server. */
export async function signOut(): Promise<void> {
  setSessionHint(false);
  await unwatchChecksBeforeSignOut();
  await appwrite().account.deleteSession({ sessionId: 'current' });
}

/** Sends the signed-in user a verification link to /verify-email. */
export async function sendVerificationEmail(): Promise<void> {
  await appwrite().account.createEmailVerification({ url: verificationUrl() });
}

/** Confirms the e-mail with the link's `userId` and `secret`. */
export async function confirmEmailVerification(userId: string, secret: string): Promise<void> {
  await appwrite().account.updateEmailVerification({ userId, secret });
}

/**
 * Leaves for Google's sign-in. The server sends the browser back to /auth-callback, or to
 * /login?error=auth_failed; the return path is kept for the callback.
 */
export function startGoogleSignIn(returnPath: string): void {
  rememberReturnPath(returnPath);
  rememberReturnUrl(window.location.href);
  const origin = window.location.origin;
  appwrite().account.createOAuth2Session({
    provider: OAuthProvider.Google,
    success: `${origin}/auth-callback`,
    failure: `${origin}/login?error=auth_failed`,
  });
}
