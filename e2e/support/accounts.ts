import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { isRecord, textFieldOf } from './json-shape.js';
import { BASE_URL } from './server.js';

// Users and their documents through the server's /v1 API, as the app's SDK makes them: sign-up,
// e-mail session, and the verification link the server writes to DATA_DIR/outbox (the directory
// playwright.config.ts gives `tagproof serve`). Sign-ups are rate limited per IP (the e2e server
// raises SIGNUP_LIMIT_PER_HOUR), verification e-mails per user (1 a minute).

export const PASSWORD = 'correct horse battery';
export const DOCUMENTS = '/v1/databases/tagproof/collections';

/** A signed-up user and the browser state (session cookie) of the context that signed in. */
export interface TestUser {
  id: string;
  name: string;
  email: string;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** The server's DATA_DIR for this run (created by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.TAGPROOF_E2E_DATA_DIR;
  if (!dir) throw new Error('TAGPROOF_E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  return dir;
}

/** An address no other test uses: `what`, the time and a random tail. */
export const uniqueEmail = (what: string) =>
  `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** POSTs `data` from the app's origin and expects a 2xx; answers the JSON body (an object). */
export async function apiPost(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.post(path, { data, headers: { origin: BASE_URL } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`${path} answered no JSON object: ${JSON.stringify(body)}`);
  return body;
}

/** Creates an account (no session), as the SDK's sign-up does; its e-mail is made from `name`. */
export async function createAccount(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, '.'));
  const response = await request.post('/v1/account', {
    headers: { origin: BASE_URL, 'x-appwrite-project': 'tagproof' },
    data: { userId: 'unique()', email, password: PASSWORD, name },
  });
  expect(response.status(), `/v1/account: ${await response.text()}`).toBe(201);
  const account: unknown = await response.json();
  const id = textFieldOf(account, '$id');
  if (id === undefined) throw new Error(`/v1/account answered no $id: ${JSON.stringify(account)}`);
  return { id, email };
}

/** RFC 2045 quoted-printable: soft line breaks dropped, `=XX` bytes decoded (as UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The verification link of the newest e-mail to `email` in DATA_DIR/outbox (one `.eml` file per
 * message, named by time), with its userId and secret. Waits up to 5 s for the message.
 */
export async function verificationLink(
  email: string,
): Promise<{ url: string; userId: string; secret: string }> {
  const outbox = join(dataDir(), 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // No e-mail written yet.
    }
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(join(outbox, file), 'latin1'));
      if (!text.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const found = /https?:\/\/[^\s"<>]+\/verify-email\?[^\s"<>]+/.exec(text)?.[0];
      if (!found) continue;
      const url = found.replace(/&amp;/g, '&');
      const params = new URL(url).searchParams;
      const userId = params.get('userId');
      const secret = params.get('secret');
      if (userId && secret) return { url, userId, secret };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail to ${email} in ${outbox}`);
}

/** Confirms the e-mail with the newest link sent to it (as opening the link does). */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const { userId, secret } = await verificationLink(email);
  const response = await request.put('/v1/account/verification', {
    data: { userId, secret },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), `verification: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Asks for the verification e-mail (as the signed-in user of `request`), then confirms it. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  await apiPost(request, '/v1/account/verification', { url: `${BASE_URL}/verify-email` });
  await confirmEmail(request, email);
}

/**
 * Signs up and signs in through the API, verifying the e-mail if asked: the context holds the
 * session cookie, and its pages tell the app that they signed in.
 */
export async function signUp(
  context: BrowserContext,
  name: string,
  { verify }: { verify: boolean },
): Promise<TestUser> {
  const { id, email } = await createAccount(context.request, name);
  await apiPost(context.request, '/v1/account/sessions/email', { email, password: PASSWORD });
  if (verify) await verifyEmail(context.request, email);
  // The app asks the server for the session only in a browser that signed in (a hint in localStorage).
  await context.addInitScript(() => localStorage.setItem('authSession', '1'));
  return { id, name, email, state: await context.storageState() };
}

/** A new context signed in as `user`, its privacy choice made (the banner stays out of the way). */
export async function signedInContext(browser: Browser, user: TestUser): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: user.state });
  await context.addInitScript(() => localStorage.setItem('authSession', '1'));
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
  return context;
}

/** Creates a test or trigger through the API (as the signed-in user of `request`). */
export async function createDocument(
  request: APIRequestContext,
  collection: 'tests' | 'triggers',
  data: Record<string, unknown>,
  documentId = 'unique()',
): Promise<Record<string, unknown>> {
  return apiPost(request, `${DOCUMENTS}/${collection}/documents`, { documentId, data });
}
