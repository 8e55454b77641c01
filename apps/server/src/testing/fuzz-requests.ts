import fc from 'fast-check';
import { anyValue, maybe, nastyString, percentEncode, text, toJsonText, urlSegment } from './fuzz-values.js';

/**
 * fast-check arbitraries of requests to every `/v1` write and query route, with hostile ids, bodies
 * and `queries[]`, for the property test that no input is a 500.
 */

/** One request; `signedIn` sends the test user's session cookie. */
export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** JSON-ish body, or raw text sent as it is with a JSON content type. */
  body?: { json: unknown } | { raw: string };
  signedIn: boolean;
}

/** Ids of documents the test creates first, so that some requests reach real rows. */
export const FIXTURE_TEST_ID = 'fixture-test';
export const FIXTURE_TRIGGER_ID = 'fixture-trigger';

const database = fc.oneof(
  { weight: 5, arbitrary: fc.constant('tagproof') },
  { weight: 1, arbitrary: urlSegment },
);
const collection = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('tests', 'triggers', 'testsuitesresults') },
  { weight: 1, arbitrary: urlSegment },
);
const documentId = fc.oneof(fc.constantFrom(FIXTURE_TEST_ID, FIXTURE_TRIGGER_ID), urlSegment);
const idList = fc.array(fc.oneof(fc.constantFrom(FIXTURE_TEST_ID, FIXTURE_TRIGGER_ID), text), {
  maxLength: 3,
});

const metricRow = fc.record(
  {
    metric: maybe(fc.oneof(fc.constantFrom('cu', 'en', 'ep.currency'), text)),
    comparison: maybe(fc.constantFrom('equals', 'exists', 'notExists')),
    value: maybe(text),
    isSelected: maybe(fc.boolean()),
    children: maybe(fc.array(fc.record({ metric: text, value: maybe(text) }), { maxLength: 2 })),
  },
  { requiredKeys: [] },
);
const metricList = fc.array(metricRow, { maxLength: 4 });
const metrics = fc.oneof(
  { weight: 4, arbitrary: metricList },
  { weight: 4, arbitrary: metricList.map(toJsonText) },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: anyValue },
);

const sharedFields = {
  name: maybe(text),
  description: maybe(text),
  requestCategory: maybe(text),
  logicalOperator: maybe(fc.constantFrom('AND', 'OR')),
  metrics,
  $id: text,
};
const testData = fc.record(
  { ...sharedFields, testType: maybe(text), triggers: maybe(idList) },
  { requiredKeys: ['name'] },
);
const triggerData = fc.record(
  {
    ...sharedFields,
    triggerType: maybe(text),
    tests: maybe(idList),
    itemParameterOptions: maybe(text),
    expectedTests: maybe(fc.oneof(idList, idList.map(toJsonText))),
  },
  { requiredKeys: ['name'] },
);
const reportData = fc.record(
  { testSuiteResult: anyValue, jobId: maybe(text), websiteUrl: maybe(text) },
  { requiredKeys: [] },
);
/** Data for the collection, now and then another collection's (unknown attributes). */
function documentData(collectionId: string): fc.Arbitrary<unknown> {
  const own = collectionId === 'triggers' ? triggerData : collectionId === 'tests' ? testData : reportData;
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: fc.oneof(testData, triggerData) });
}

const permissions = fc.array(
  fc.oneof(fc.constantFrom('read("user:x")', 'read("any")', 'write("user:'), nastyString),
  { maxLength: 3 },
);
function documentBody(collectionId: string): fc.Arbitrary<unknown> {
  const data = documentData(collectionId);
  return fc.record(
    {
      documentId: maybe(
        fc.oneof({ weight: 4, arbitrary: fc.constant('unique()') }, { weight: 1, arbitrary: text }),
      ),
      data: fc.oneof({ weight: 5, arbitrary: data }, { weight: 1, arbitrary: data.map(toJsonText) }),
      permissions: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: permissions },
      ),
    },
    { requiredKeys: ['documentId', 'data', 'permissions'] },
  );
}

const METHODS = ['equal', 'notEqual', 'lessThan', 'greaterThanEqual', 'between', 'isNull', 'isNotNull'];
const MORE_METHODS = ['startsWith', 'contains', 'search', 'and', 'or', 'limit', 'offset', 'cursorAfter'];
const LAST_METHODS = ['orderAsc', 'orderDesc', 'orderRandom', 'select'];
const ATTRIBUTES = [
  'name',
  'description',
  '$id',
  '$createdAt',
  'triggers',
  'tests',
  'metrics',
  'logicalOperator',
];
const rawQuery = fc.record(
  {
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...METHODS, ...MORE_METHODS, ...LAST_METHODS) },
      { weight: 1, arbitrary: nastyString },
    ),
    attribute: maybe(fc.constantFrom(...ATTRIBUTES)),
    values: maybe(
      fc.array(
        fc.oneof(
          text,
          text,
          anyValue,
          fc.record({ method: fc.constant('equal'), attribute: fc.constant('name'), values: fc.array(text) }),
        ),
        {
          maxLength: 3,
        },
      ),
    ),
  },
  { requiredKeys: [] },
);
const queryText = fc.oneof(
  { weight: 4, arbitrary: rawQuery.map(toJsonText) },
  { weight: 1, arbitrary: nastyString },
);
const queryString = fc
  .tuple(
    fc.array(queryText, { maxLength: 4 }),
    fc.option(urlSegment),
    fc.option(fc.tuple(urlSegment, urlSegment)),
  )
  .map(([queries, total, extra]) => {
    const parts = queries.map((text, index) => `queries%5B${index}%5D=${percentEncode(text)}`);
    if (total !== null) parts.push(`total=${total}`);
    if (extra !== null) parts.push(`${extra[0]}=${extra[1]}`);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });

/** A JSON body made of `record`, or any value, or raw text. */
function body(record: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest['body']> {
  return fc.oneof(
    { weight: 10, arbitrary: record.map((json) => ({ json })) },
    { weight: 1, arbitrary: anyValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: nastyString.map((raw) => ({ raw })) },
  );
}

const email = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@example.com`) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: nastyString },
);
const password = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 8, maxLength: 30 }) },
  { weight: 1, arbitrary: nastyString },
);

/** Account, session and verification routes (and the ones an Appwrite SDK may call that may not exist yet). */
export const accountRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  body(
    fc.record(
      {
        userId: maybe(fc.constant('unique()')),
        email: maybe(email),
        password: maybe(password),
        name: maybe(text),
      },
      { requiredKeys: ['userId', 'email', 'password'] },
    ),
  ).map((payload) => ({ method: 'POST' as const, url: '/v1/account', body: payload, signedIn: false })),
  body(fc.record({ email: maybe(email), password: maybe(password) })).map((payload) => ({
    method: 'POST' as const,
    url: '/v1/account/sessions/email',
    body: payload,
    signedIn: false,
  })),
  body(fc.record({ prefs: maybe(fc.dictionary(text, anyValue, { maxKeys: 4 })) })).map((payload) => ({
    method: 'PATCH' as const,
    url: '/v1/account/prefs',
    body: payload,
    signedIn: true,
  })),
  fc
    .tuple(
      fc.constantFrom('/v1/account/verification', '/v1/account/verifications/email'),
      body(
        fc.record(
          { url: maybe(fc.constantFrom('http://localhost/verify', 'https://evil.example/')) },
          { requiredKeys: [] },
        ),
      ),
    )
    .map(([url, payload]) => ({ method: 'POST' as const, url, body: payload, signedIn: true })),
  body(fc.record({ userId: maybe(text), secret: maybe(text) })).map((payload) => ({
    method: 'PUT' as const,
    url: '/v1/account/verification',
    body: payload,
    signedIn: false,
  })),
  fc
    .tuple(
      fc.constantFrom('name', 'email', 'password', 'recovery'),
      body(
        fc.record(
          {
            name: maybe(text),
            email: maybe(email),
            password: maybe(nastyString),
            oldPassword: maybe(nastyString),
            url: maybe(nastyString),
          },
          { requiredKeys: [] },
        ),
      ),
    )
    .map(([route, payload]) => ({
      method: route === 'recovery' ? ('POST' as const) : ('PATCH' as const),
      url: `/v1/account/${route}`,
      body: payload,
      signedIn: route !== 'recovery',
    })),
  fc
    .tuple(fc.constantFrom('GET' as const, 'DELETE' as const), urlSegment)
    .map(([method, id]) => ({ method, url: `/v1/account/sessions/${id}`, signedIn: true })),
);

/** The documents routes: list (with `queries[]`), create, get, update and delete. */
export const documentsRequest: fc.Arbitrary<FuzzRequest> = collection.chain((collectionId) =>
  fc
    .tuple(
      database,
      documentId,
      queryString,
      body(documentBody(collectionId)),
      fc.integer({ min: 0, max: 4 }),
    )
    .map(([databaseId, id, query, payload, route]): FuzzRequest => {
      const collectionUrl = `/v1/databases/${databaseId}/collections/${collectionId}/documents`;
      const documentUrl = `${collectionUrl}/${id}`;
      switch (route) {
        case 0:
          return { method: 'GET', url: `${collectionUrl}${query}`, signedIn: true };
        case 1:
          return { method: 'POST', url: collectionUrl, body: payload, signedIn: true };
        case 2:
          return { method: 'GET', url: `${documentUrl}${query}`, signedIn: true };
        case 3:
          return { method: 'PATCH', url: documentUrl, body: payload, signedIn: true };
        default:
          return { method: 'DELETE', url: documentUrl, signedIn: true };
      }
    }),
);
