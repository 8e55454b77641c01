import fc from 'fast-check';
import {
  anyValue,
  body,
  maybe,
  nastyString,
  percentEncode,
  text,
  toJsonText,
  urlSegment,
  type FuzzRequest,
} from './fuzz-values.js';

/**
 * fast-check arbitraries of requests to the documents routes of `/v1` (hostile ids, bodies and
 * `queries[]`), for the property test that no input is a 500.
 */

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
