import { randomBytes } from 'node:crypto';
import { documentListSchema } from '@tagproof/contracts';
import { z } from 'zod';
import { CreatedAccountSchema, sessionCookieOf } from '../testing/users.js';
import { documentData, type CampaignCollection } from './document-versions.js';
import type { SeededRandom } from './seeded-random.js';
import type { WriteLedger } from './write-ledger.js';

const DOCUMENTS = '/v1/databases/tagproof/collections';
/** A write or read that takes longer than this is given up (the machine may be loaded, never this slow). */
const REQUEST_TIMEOUT_MS = 30_000;

/** A page of documents, each whole (the campaign compares every field it wrote). */
const DocumentPageSchema = documentListSchema(z.looseObject({ $id: z.string() }));

/** A campaign client: one user with a session, writing only its own documents. */
export interface CampaignClient {
  index: number;
  userId: string;
  cookie: string;
}

/**
 * Signs a user up over HTTP, lets `verify` mark the e-mail verified in the database (tests and
 * triggers need it), and signs in, answering the session cookie.
 */
export async function signUpClient(
  baseUrl: string,
  index: number,
  verify: (userId: string) => Promise<void>,
): Promise<CampaignClient> {
  const email = `crash-${index}-${randomBytes(5).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await send(baseUrl, 'POST', '/v1/account', null, {
    userId: 'unique()',
    email,
    password,
    name: `Crash client ${index}`,
  });
  if (created.status !== 201) throw new Error(`sign-up failed (${created.status}): ${await created.text()}`);
  const { $id: userId } = CreatedAccountSchema.parse(await created.json());
  await verify(userId);
  const session = await send(baseUrl, 'POST', '/v1/account/sessions/email', null, { email, password });
  if (session.status !== 201) throw new Error(`sign-in failed (${session.status}): ${await session.text()}`);
  const cookie = sessionCookieOf(session.headers.getSetCookie());
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { index, userId, cookie };
}

/**
 * One client's writes until the connection fails (the server was killed) or `stopped()` answers
 * true: plan a write, send it, and book the answer. Never throws.
 */
export async function writeUntilKilled(
  baseUrl: string,
  client: CampaignClient,
  ledger: WriteLedger,
  random: SeededRandom,
  stopped: () => boolean,
): Promise<void> {
  while (!stopped()) {
    const write = ledger.plan(client.index, random);
    const { collection, id } = write.record;
    const data = documentData(collection, id, write.version);
    ledger.begin(write);
    let response: Response;
    try {
      response =
        write.kind === 'create'
          ? await send(baseUrl, 'POST', `${DOCUMENTS}/${collection}/documents`, client.cookie, {
              documentId: id,
              data,
            })
          : await send(baseUrl, 'PATCH', `${DOCUMENTS}/${collection}/documents/${id}`, client.cookie, {
              data,
            });
    } catch {
      ledger.interrupt();
      return;
    }
    // The status line is the acknowledgement; the body may still be cut off by the kill.
    if (response.status >= 200 && response.status < 300) ledger.acknowledge(write);
    else ledger.refuse(write, response.status, await response.text().catch(() => ''));
    await response.arrayBuffer().catch(() => undefined);
  }
}

/** Every document of one collection of the client's, read page by page (ordered by `$id`). */
export async function readAllDocuments(
  baseUrl: string,
  client: CampaignClient,
  collection: CampaignCollection,
): Promise<Array<Record<string, unknown>>> {
  const documents: Array<Record<string, unknown>> = [];
  for (;;) {
    const queries = [
      JSON.stringify({ method: 'limit', values: [1000] }),
      JSON.stringify({ method: 'orderAsc', attribute: '$id' }),
    ];
    const last = documents.at(-1);
    if (last) queries.push(JSON.stringify({ method: 'cursorAfter', values: [last.$id] }));
    const search = new URLSearchParams({ total: 'false' });
    for (const query of queries) search.append('queries[]', query);
    const response = await send(
      baseUrl,
      'GET',
      `${DOCUMENTS}/${collection}/documents?${search}`,
      client.cookie,
    );
    if (response.status !== 200)
      throw new Error(`listing ${collection} failed (${response.status}): ${await response.text()}`);
    const page = DocumentPageSchema.parse(await response.json());
    documents.push(...page.documents);
    if (page.documents.length < 1000) return documents;
  }
}

function send(
  baseUrl: string,
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}
