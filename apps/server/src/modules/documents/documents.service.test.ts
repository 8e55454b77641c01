import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError, type ErrorType } from '../../errors.js';
import { openDocumentsFixture, type DocumentsFixture } from '../../testing/documents-fixture.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import type { CurrentUser } from '../account/current-user.js';
import { COLLECTIONS } from './collections.js';
import { saveReport } from './reports.js';

const { tests, triggers, testsuitesresults } = COLLECTIONS;
const APPWRITE_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

async function expectError(promise: Promise<unknown>, type: ErrorType): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).type).toBe(type);
  return error as AppError;
}

describe.each(STORAGE_ENGINES)('documents service on $name', (engine) => {
  let fixture: DocumentsFixture;
  let alice: CurrentUser;
  let bob: CurrentUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    fixture = await openDocumentsFixture(engine);
    alice = await fixture.createUser();
    bob = await fixture.createUser();
  });

  afterEach(async () => {
    await fixture?.close();
  });

  const newTest = (user: CurrentUser, data: Record<string, unknown> = {}, documentId = 'unique()') =>
    fixture.service.create(user, tests, { documentId, data: { name: 'Purchase test', ...data } });

  it('creates a test in the Appwrite document shape, with defaults and JSON text metrics', async () => {
    const created = await newTest(alice, {
      description: 'Checks the currency',
      testType: 'GOOGLEANALYTICS4',
      logicalOperator: 'OR',
      metrics: [{ metric: 'cu', comparison: 'equals', value: 'EUR', isSelected: true }],
    });
    expect(created).toMatchObject({
      $collectionId: 'tests',
      $databaseId: 'tagproof',
      $permissions: [`read("user:${alice.id}")`, `update("user:${alice.id}")`, `delete("user:${alice.id}")`],
      name: 'Purchase test',
      description: 'Checks the currency',
      testType: 'GOOGLEANALYTICS4',
      requestCategory: null,
      logicalOperator: 'OR',
      triggers: [],
    });
    expect(created.$id).toMatch(/^[0-9a-f]{20}$/);
    expect(created.$createdAt).toMatch(APPWRITE_DATE);
    expect(created.$updatedAt).toBe(created.$createdAt);
    expect(JSON.parse(created.metrics as string)).toEqual([
      { metric: 'cu', comparison: 'equals', value: 'EUR', isSelected: true },
    ]);
    expect(await fixture.service.get(alice, tests, created.$id)).toEqual(created);
  });

  it('drops fields starting with $ and keeps a custom id', async () => {
    const created = await newTest(
      alice,
      { $id: 'ignored', $createdAt: 'x', $permissions: ['read("any")'] },
      'my-test.1',
    );
    expect(created.$id).toBe('my-test.1');
    expect(created.$permissions).toHaveLength(3);
  });

  it('answers 409 for an id the user already has, and lets another user take the same id', async () => {
    await newTest(alice, {}, 'checkout');
    await expectError(newTest(alice, {}, 'checkout'), 'document_already_exists');
    expect((await newTest(bob, {}, 'checkout')).$id).toBe('checkout');
  });

  it.each([
    [{ name: 'x', color: 'red' }, 'unknown attribute'],
    [{ name: 42 }, 'wrong type'],
    [{ description: 'no name' }, 'missing required field'],
    [{ name: '   ' }, 'blank name'],
    [{ name: 'x', logicalOperator: 'XOR' }, 'unknown operator'],
    [{ name: 'x', metrics: '{not json' }, 'metrics not JSON'],
    [{ name: 'x', triggers: 'abc' }, 'triggers not a list'],
  ])('refuses %j (%s) as document_invalid_structure', async (data, _reason) => {
    await expectError(
      fixture.service.create(alice, tests, { documentId: 'unique()', data }),
      'document_invalid_structure',
    );
  });

  it('refuses a bad documentId and permissions granting anyone else', async () => {
    await expectError(newTest(alice, {}, '_starts-with-underscore'), 'general_argument_invalid');
    await expectError(newTest(alice, {}, 'x'.repeat(37)), 'general_argument_invalid');
    await expectError(
      fixture.service.create(alice, tests, {
        documentId: 'unique()',
        data: { name: 'x' },
        permissions: ['read("any")'],
      }),
      'user_unauthorized',
    );
    const own = await fixture.service.create(alice, tests, {
      documentId: 'unique()',
      data: { name: 'x' },
      permissions: [`read("user:${alice.id}")`],
    });
    expect(own.name).toBe('x');
  });

  it('updates only the given fields and moves $updatedAt', async () => {
    const created = await newTest(alice, { description: 'before' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await fixture.service.update(alice, tests, created.$id, {
      data: { description: null, $id: 'nope', metrics: '[]' },
    });
    expect(updated).toMatchObject({
      $id: created.$id,
      name: 'Purchase test',
      description: null,
      metrics: '[]',
    });
    expect(updated.$createdAt).toBe(created.$createdAt);
    expect(updated.$updatedAt > created.$updatedAt).toBe(true);
    await expectError(fixture.service.update(alice, tests, created.$id, {}), 'document_missing_payload');
    await expectError(
      fixture.service.update(alice, tests, created.$id, { data: {} }),
      'document_missing_payload',
    );
    await expectError(
      fixture.service.update(alice, tests, created.$id, { data: { name: 1 } }),
      'document_invalid_structure',
    );
  });

  it("answers 404 for another user's document on every verb and leaves it unchanged", async () => {
    const secret = await newTest(alice, { description: 'private' });
    await expectError(fixture.service.get(bob, tests, secret.$id), 'document_not_found');
    await expectError(
      fixture.service.update(bob, tests, secret.$id, { data: { name: 'mine' } }),
      'document_not_found',
    );
    await expectError(fixture.service.delete(bob, tests, secret.$id), 'document_not_found');
    expect((await fixture.service.list(bob, tests, [])).total).toBe(0);
    expect(await fixture.service.get(alice, tests, secret.$id)).toEqual(secret);
    expect(fixture.events.every((event) => event.ownerId === alice.id)).toBe(true);
  });

  it('deletes a document', async () => {
    const created = await newTest(alice);
    await fixture.service.delete(alice, tests, created.$id);
    await expectError(fixture.service.get(alice, tests, created.$id), 'document_not_found');
    await expectError(fixture.service.delete(alice, tests, created.$id), 'document_not_found');
  });

  it('needs a verified e-mail to create, change or delete tests and triggers', async () => {
    const carol = await fixture.createUser({ verified: false });
    const error = await expectError(newTest(carol), 'user_unauthorized');
    expect(error.message).toBe('Email verification required');
    await expectError(
      fixture.service.create(carol, triggers, { documentId: 'unique()', data: { name: 't' } }),
      'user_unauthorized',
    );
    await expectError(
      fixture.service.update(carol, tests, 'any', { data: { name: 'x' } }),
      'user_unauthorized',
    );
    await expectError(fixture.service.delete(carol, tests, 'any'), 'user_unauthorized');
    expect(await fixture.service.list(carol, tests, [])).toEqual({ total: 0, documents: [] });
  });

  it('keeps reports read-only for users; the server saves them with saveReport', async () => {
    await expectError(
      fixture.service.create(alice, testsuitesresults, {
        documentId: 'unique()',
        data: { testSuiteResult: '{}' },
      }),
      'user_unauthorized',
    );
    const report = { summary: { validationResults: { errors: 1, warnings: 0, info: 2 }, totalActions: 1 } };
    const saved = await saveReport(fixture.database.db, alice.id, {
      testSuiteResult: report,
      jobId: 'job-1',
      websiteUrl: 'https://shop.example.com/',
    });
    expect(saved).toMatchObject({
      $collectionId: 'testsuitesresults',
      $permissions: [`read("user:${alice.id}")`],
      jobId: 'job-1',
      websiteUrl: 'https://shop.example.com/',
    });
    expect(JSON.parse(saved.testSuiteResult as string)).toEqual(report);
    const listed = await fixture.service.list(alice, testsuitesresults, [
      JSON.stringify({ method: 'equal', attribute: '$id', values: [saved.$id] }),
    ]);
    expect(listed.documents).toEqual([saved]);
    await expectError(fixture.service.get(bob, testsuitesresults, saved.$id), 'document_not_found');
    await expectError(
      fixture.service.update(alice, testsuitesresults, saved.$id, { data: { jobId: 'x' } }),
      'user_unauthorized',
    );
    await expectError(fixture.service.delete(alice, testsuitesresults, saved.$id), 'user_unauthorized');
    await expectError(
      saveReport(fixture.database.db, alice.id, { testSuiteResult: '[1' }),
      'document_invalid_structure',
    );
  });

  it('publishes create, update and delete events after each write, for the owner only', async () => {
    const created = await newTest(alice);
    await fixture.service.update(alice, tests, created.$id, { data: { name: 'Renamed' } });
    await fixture.service.delete(alice, tests, created.$id);
    expect(
      fixture.events.map((event) => [event.action, event.collectionId, event.documentId, event.ownerId]),
    ).toEqual([
      ['create', 'tests', created.$id, alice.id],
      ['update', 'tests', created.$id, alice.id],
      ['delete', 'tests', created.$id, alice.id],
    ]);
    expect(fixture.events[1]?.payload).toMatchObject({ $id: created.$id, name: 'Renamed' });
    expect(fixture.events[2]?.payload).toMatchObject({ $id: created.$id, name: 'Renamed' });
  });

  it('publishes nothing for a refused write', async () => {
    await newTest(alice, {}, 'dup');
    fixture.events.length = 0;
    await expectError(newTest(alice, {}, 'dup'), 'document_already_exists');
    await expectError(
      fixture.service.update(bob, tests, 'dup', { data: { name: 'x' } }),
      'document_not_found',
    );
    expect(fixture.events).toEqual([]);
  });
});
