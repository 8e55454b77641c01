import type { AutocannonRequest } from 'autocannon';
import { DOCUMENTS_PATH, loadTest, type LoadUser } from './documents-users.js';

/** Responses whose status was not the one expected, by request, with the first few bodies. */
export class UnexpectedResponses {
  count = 0;
  readonly samples: string[] = [];

  record(label: string, expected: number, status: number, body: string): void {
    if (status === expected) return;
    this.count++;
    if (this.samples.length < 5)
      this.samples.push(`${label}: ${status} (expected ${expected}) ${body.slice(0, 200)}`);
  }

  reset(): void {
    this.count = 0;
    this.samples.length = 0;
  }
}

interface MixContext extends Record<string, unknown> {
  cookie?: string;
  id?: string;
  triggerId?: string;
}

const query = (value: object) => encodeURIComponent(JSON.stringify(value));

/**
 * One round of the documents mix, as a user of the web app makes it: create a test linked to one of
 * their triggers (with a self-chosen id), read it, list their GA4 tests (filter, order, limit),
 * update it, list their triggers by name prefix, delete it. 3 writes and 3 reads; each round is a
 * user in turn (rotating session cookies), so rounds of several users interleave.
 */
export function documentsMix(
  users: readonly LoadUser[],
  unexpected: UnexpectedResponses,
): AutocannonRequest[] {
  let rounds = 0;
  const runTag = Date.now().toString(36);
  const tests = `${DOCUMENTS_PATH}/tests/documents`;
  const listTests =
    `${tests}?queries[0]=${query({ method: 'equal', attribute: 'testType', values: ['GOOGLEANALYTICS4'] })}` +
    `&queries[1]=${query({ method: 'orderDesc', attribute: '$createdAt' })}` +
    `&queries[2]=${query({ method: 'limit', values: [25] })}`;
  const listTriggers =
    `${DOCUMENTS_PATH}/triggers/documents?queries[0]=${query({ method: 'startsWith', attribute: 'name', values: ['Seed'] })}` +
    `&queries[1]=${query({ method: 'limit', values: [10] })}`;

  const step = (
    label: string,
    expected: number,
    build: (context: MixContext) => Pick<AutocannonRequest, 'method' | 'path' | 'body'>,
  ): AutocannonRequest => ({
    setupRequest: (request, context) => {
      const built = build(context as MixContext);
      return {
        ...request,
        ...built,
        headers: {
          ...request.headers,
          cookie: (context as MixContext).cookie ?? '',
          'x-appwrite-project': 'tagproof',
          ...(built.body ? { 'content-type': 'application/json' } : {}),
        },
      };
    },
    onResponse: (status, body) => unexpected.record(label, expected, status, body),
  });

  return [
    step('create', 201, (context) => {
      const round = rounds++;
      const user = users[round % users.length];
      if (!user) throw new Error('the documents mix needs at least one user');
      context.cookie = user.cookie;
      context.id = `load-${runTag}-${round}`;
      context.triggerId = user.triggerIds[round % user.triggerIds.length];
      return {
        method: 'POST',
        path: tests,
        body: JSON.stringify({
          documentId: context.id,
          data: { ...loadTest(`Load test ${round}`, round), triggers: [context.triggerId] },
        }),
      };
    }),
    step('get', 200, (context) => ({ method: 'GET', path: `${tests}/${context.id}`, body: '' })),
    step('list tests', 200, () => ({ method: 'GET', path: listTests, body: '' })),
    step('update', 200, (context) => ({
      method: 'PATCH',
      path: `${tests}/${context.id}`,
      body: JSON.stringify({ data: { description: 'Updated under load', logicalOperator: 'OR' } }),
    })),
    step('list triggers', 200, () => ({ method: 'GET', path: listTriggers, body: '' })),
    step('delete', 204, (context) => ({ method: 'DELETE', path: `${tests}/${context.id}`, body: '{}' })),
  ];
}

/** `GET /v1/account` with the users' cookies in turn: the session lookup every request above pays. */
export function accountRequests(
  users: readonly LoadUser[],
  unexpected: UnexpectedResponses,
): AutocannonRequest[] {
  let turn = 0;
  return [
    {
      setupRequest: (request) => ({
        ...request,
        method: 'GET',
        path: '/v1/account',
        headers: { ...request.headers, cookie: users[turn++ % users.length]?.cookie ?? '' },
      }),
      onResponse: (status, body) => unexpected.record('account', 200, status, body),
    },
  ];
}
