import { openDatabase } from '@tagproof/server';

/** A signed-in user of the load run, with the documents seeded for them. */
export interface LoadUser {
  /** The `Cookie` header value of the user's session. */
  cookie: string;
  userId: string;
  /** Triggers the user owns; tests created under load link to one of them. */
  triggerIds: string[];
}

/** Where the server keeps its data: what `openDatabase` needs to mark e-mails verified. */
export interface LoadStorage {
  dataDir: string;
  databaseUrl?: string;
}

export const DOCUMENTS_PATH = '/v1/databases/tagproof/collections';
export const SEEDED_TESTS = 30;
export const SEEDED_TRIGGERS = 3;

/**
 * Signs up `count` users through `POST /v1/account`, marks their e-mails verified in the database
 * (creating tests and triggers needs it), signs each in and seeds each with triggers and tests
 * linked to them, so that lists under load return real pages.
 */
export async function prepareUsers(url: string, storage: LoadStorage, count: number): Promise<LoadUser[]> {
  const tag = Date.now().toString(36);
  const accounts: Array<{ userId: string; email: string }> = [];
  for (let index = 0; index < count; index++) {
    const email = `load-${tag}-${index}@example.com`;
    const created = await call(url, 'POST', '/v1/account', 201, {
      userId: 'unique()',
      email,
      password: 'load-password',
      name: `Load user ${index}`,
    });
    accounts.push({ userId: (created.body as { $id: string }).$id, email });
  }
  const database = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl ?? null });
  try {
    const ids = accounts.map((account) => account.userId);
    await database.db.updateTable('users').set({ email_verified: 1 }).where('id', 'in', ids).execute();
  } finally {
    await database.close();
  }

  const users: LoadUser[] = [];
  for (const account of accounts) {
    const session = await call(url, 'POST', '/v1/account/sessions/email', 201, {
      email: account.email,
      password: 'load-password',
    });
    const cookie = session.cookies.find((pair) => /session/i.test(pair.split('=')[0] ?? ''));
    if (!cookie) throw new Error('sign-in set no session cookie');
    const user: LoadUser = { cookie, userId: account.userId, triggerIds: [] };
    for (let index = 0; index < SEEDED_TRIGGERS; index++) {
      const trigger = await call(
        url,
        'POST',
        `${DOCUMENTS_PATH}/triggers/documents`,
        201,
        {
          documentId: 'unique()',
          data: seedTrigger(index),
        },
        cookie,
      );
      user.triggerIds.push((trigger.body as { $id: string }).$id);
    }
    for (let index = 0; index < SEEDED_TESTS; index++) {
      await call(
        url,
        'POST',
        `${DOCUMENTS_PATH}/tests/documents`,
        201,
        {
          documentId: 'unique()',
          data: {
            ...loadTest(`Seed test ${index}`, index),
            triggers: [user.triggerIds[index % SEEDED_TRIGGERS]],
          },
        },
        cookie,
      );
    }
    users.push(user);
  }
  return users;
}

/** A test as the web app writes one: a GA4 or Meta check on two metrics. */
export function loadTest(name: string, index: number): Record<string, unknown> {
  const ga4 = index % 2 === 0;
  return {
    name,
    description: 'Purchase carries a currency and a value',
    testType: ga4 ? 'GOOGLEANALYTICS4' : 'META',
    requestCategory: ga4 ? 'GOOGLEANALYTICS4' : 'META',
    logicalOperator: 'AND',
    metrics: [
      { metric: ga4 ? 'cu' : 'cd[currency]', comparison: 'equals', expected: 'EUR', isSelected: true },
      { metric: ga4 ? 'epn.value' : 'cd[value]', comparison: 'exists', isSelected: true },
    ],
  };
}

function seedTrigger(index: number): Record<string, unknown> {
  return {
    name: `Seed trigger ${index}`,
    triggerType: 'GOOGLEANALYTICS4',
    logicalOperator: 'OR',
    metrics: [{ metric: 'en', comparison: 'equals', expected: 'purchase', isTrigger: true }],
    itemParameterOptions: '',
  };
}

async function call(
  url: string,
  method: string,
  path: string,
  expected: number,
  body: unknown,
  cookie?: string,
): Promise<{ body: unknown; cookies: string[] }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`${method} ${path} answered ${response.status}, expected ${expected}: ${text}`);
  return {
    body: text ? (JSON.parse(text) as unknown) : null,
    cookies: response.headers.getSetCookie().map((header) => header.split(';', 1)[0] ?? ''),
  };
}
