import { isErrorType, type ErrorType } from '@tagproof/contracts';
import { Account, Client, Databases } from 'appwrite';

/** The project id and database id of the `/v1` backend (DESIGN.md, API.md). */
export const APPWRITE_PROJECT_ID = 'tagproof';
export const DATABASE_ID = 'tagproof';

/** The collections the web app reads and writes (specification §7). */
export const COLLECTIONS = {
  tests: 'tests',
  triggers: 'triggers',
  reports: 'testsuitesresults',
  vendors: 'vendors',
  journeys: 'journeys',
} as const;

interface AppwriteServices {
  client: Client;
  account: Account;
  databases: Databases;
}

let services: AppwriteServices | null = null;

/**
 * The official appwrite web SDK pointed at our own server: the Appwrite-shaped API is served under
 * `/v1` on the page's origin, with the session in an HttpOnly cookie. Created on first use, shared by
 * every feature.
 *
 * @example
 * const user = await appwrite().account.get();
 */
export function appwrite(): AppwriteServices {
  if (!services) {
    const client = new Client().setEndpoint(`${window.location.origin}/v1`).setProject(APPWRITE_PROJECT_ID);
    services = { client, account: new Account(client), databases: new Databases(client) };
  }
  return services;
}

/**
 * Replaces the services (tests pass fakes holding only the calls they answer); `null` goes back to the
 * real SDK on next use.
 */
export function setAppwriteForTests(fake: { [Service in keyof AppwriteServices]?: object } | null): void {
  services = fake as AppwriteServices | null;
}

/** The server's message of a failed call (`{message}` of a status ≥ 400), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

/**
 * The catalogue type of a failed call (`user_invalid_credentials`, …; AppwriteException.type,
 * `@tagproof/contracts`), or null when it carries none of the catalogue's.
 */
export function errorType(error: unknown): ErrorType | null {
  if (typeof error === 'object' && error !== null && 'type' in error && isErrorType(error.type))
    return error.type;
  return null;
}

/** The HTTP status of a failed call (AppwriteException.code), or null. */
export function errorCode(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number')
    return error.code;
  return null;
}
