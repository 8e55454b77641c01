import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppError } from '../../errors.js';
import { openDocumentsFixture, type DocumentsFixture } from '../../testing/documents-fixture.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import type { CurrentUser } from '../account/current-user.js';
import { COLLECTIONS } from './collections.js';

const { tests, triggers } = COLLECTIONS;

describe.each(STORAGE_ENGINES)('test ↔ trigger associations on $name', (engine) => {
  let fixture: DocumentsFixture;
  let alice: CurrentUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    fixture = await openDocumentsFixture(engine);
    alice = await fixture.createUser();
  });

  afterEach(async () => {
    await fixture?.close();
  });

  const create = (user: CurrentUser, collection: 'tests' | 'triggers', id: string, data = {}) =>
    fixture.service.create(user, COLLECTIONS[collection], { documentId: id, data: { name: id, ...data } });
  const linksTable = () =>
    fixture.database.db
      .selectFrom('test_trigger_links')
      .select(['owner_id', 'test_id', 'trigger_id'])
      .execute();

  it('writes both sides from a trigger: one row per link, visible from the test', async () => {
    await create(alice, 'tests', 'test-a');
    await create(alice, 'tests', 'test-b');
    const trigger = await create(alice, 'triggers', 'trigger-1', {
      tests: ['test-a', { $id: 'test-b' }, 'test-a'],
    });
    expect(trigger.tests).toEqual(['test-a', 'test-b']);
    expect((await fixture.service.get(alice, tests, 'test-a')).triggers).toEqual(['trigger-1']);
    expect((await fixture.service.get(alice, tests, 'test-b')).triggers).toEqual(['trigger-1']);
    expect(await linksTable()).toHaveLength(2);
  });

  it('replaces one side in a write and mirrors it on the other side', async () => {
    await create(alice, 'triggers', 'trigger-1');
    await create(alice, 'triggers', 'trigger-2');
    await create(alice, 'triggers', 'trigger-3');
    await create(alice, 'tests', 'test-a', { triggers: ['trigger-1', 'trigger-2'] });
    const before = await fixture.service.get(alice, triggers, 'trigger-3');
    await new Promise((resolve) => setTimeout(resolve, 5));
    fixture.events.length = 0;

    const updated = await fixture.service.update(alice, tests, 'test-a', {
      data: { triggers: ['trigger-2', 'trigger-3'] },
    });
    expect(updated.triggers).toEqual(['trigger-2', 'trigger-3']);
    expect((await fixture.service.get(alice, triggers, 'trigger-1')).tests).toEqual([]);
    expect((await fixture.service.get(alice, triggers, 'trigger-2')).tests).toEqual(['test-a']);
    const third = await fixture.service.get(alice, triggers, 'trigger-3');
    expect(third.tests).toEqual(['test-a']);
    expect(third.$updatedAt > before.$updatedAt).toBe(true);
    // The test, and the two triggers whose side changed (trigger-2 kept its link).
    expect(
      fixture.events.map((event) => `${event.action} ${event.collectionId} ${event.documentId}`).sort(),
    ).toEqual(['update tests test-a', 'update triggers trigger-1', 'update triggers trigger-3']);
    expect(fixture.events.find((event) => event.documentId === 'trigger-1')?.payload.tests).toEqual([]);
  });

  it('leaves the links alone when an update does not name them', async () => {
    await create(alice, 'triggers', 'trigger-1');
    await create(alice, 'tests', 'test-a', { triggers: ['trigger-1'] });
    await fixture.service.update(alice, tests, 'test-a', { data: { name: 'renamed' } });
    expect((await fixture.service.get(alice, tests, 'test-a')).triggers).toEqual(['trigger-1']);
  });

  it("refuses an unknown id, or someone else's, as document_invalid_structure and changes nothing", async () => {
    const bob = await fixture.createUser();
    await create(bob, 'triggers', 'bobs-trigger');
    await create(alice, 'triggers', 'trigger-1');
    await create(alice, 'tests', 'test-a', { triggers: ['trigger-1'] });
    for (const ids of [['trigger-1', 'missing'], ['bobs-trigger']]) {
      const error = await fixture.service
        .update(alice, tests, 'test-a', { data: { triggers: ids } })
        .catch((reason: unknown) => reason);
      expect((error as AppError).type).toBe('document_invalid_structure');
    }
    const refusedCreate = await fixture.service
      .create(alice, tests, { documentId: 'test-b', data: { name: 'b', triggers: ['bobs-trigger'] } })
      .catch((reason: unknown) => reason);
    expect((refusedCreate as AppError).type).toBe('document_invalid_structure');
    await expect(fixture.service.get(alice, tests, 'test-b')).rejects.toMatchObject({
      type: 'document_not_found',
    });
    expect((await fixture.service.get(alice, tests, 'test-a')).triggers).toEqual(['trigger-1']);
    expect((await fixture.service.get(bob, triggers, 'bobs-trigger')).tests).toEqual([]);
  });

  it('removes the links of a deleted document and updates its counterparts', async () => {
    await create(alice, 'tests', 'test-a');
    await create(alice, 'tests', 'test-b');
    await create(alice, 'triggers', 'trigger-1', { tests: ['test-a', 'test-b'] });
    await create(alice, 'triggers', 'trigger-2', { tests: ['test-a'] });
    fixture.events.length = 0;
    await fixture.service.delete(alice, triggers, 'trigger-1');
    expect((await fixture.service.get(alice, tests, 'test-a')).triggers).toEqual(['trigger-2']);
    expect((await fixture.service.get(alice, tests, 'test-b')).triggers).toEqual([]);
    expect(await linksTable()).toEqual([{ owner_id: alice.id, test_id: 'test-a', trigger_id: 'trigger-2' }]);
    expect(fixture.events.map((event) => `${event.action} ${event.documentId}`).sort()).toEqual([
      'delete trigger-1',
      'update test-a',
      'update test-b',
    ]);
  });

  it('clears all associations of an item (Remove Associations)', async () => {
    await create(alice, 'tests', 'test-a');
    await create(alice, 'triggers', 'trigger-1', { tests: ['test-a'] });
    await fixture.service.update(alice, triggers, 'trigger-1', { data: { tests: [] } });
    expect((await fixture.service.get(alice, tests, 'test-a')).triggers).toEqual([]);
    expect(await linksTable()).toEqual([]);
  });

  it('answers the same from the list, and filters on links with contains', async () => {
    await create(alice, 'triggers', 'trigger-1');
    await create(alice, 'triggers', 'trigger-2');
    await create(alice, 'tests', 'test-a', { triggers: ['trigger-1'] });
    await create(alice, 'tests', 'test-b', { triggers: ['trigger-1', 'trigger-2'] });
    await create(alice, 'tests', 'test-c');
    const listed = await fixture.service.list(alice, tests, []);
    expect(listed.documents.map((document) => [document.$id, document.triggers])).toEqual([
      ['test-a', ['trigger-1']],
      ['test-b', ['trigger-1', 'trigger-2']],
      ['test-c', []],
    ]);
    const linked = await fixture.service.list(alice, tests, [
      JSON.stringify({ method: 'contains', attribute: 'triggers', values: ['trigger-2'] }),
    ]);
    expect(linked.documents.map((document) => document.$id)).toEqual(['test-b']);
  });

  it('removes every document and link of a deleted user', async () => {
    await create(alice, 'tests', 'test-a');
    await create(alice, 'triggers', 'trigger-1', { tests: ['test-a'] });
    await sql`delete from users where id = ${alice.id}`.execute(fixture.database.db);
    expect(await linksTable()).toEqual([]);
    expect(await fixture.database.db.selectFrom('tests').selectAll().execute()).toEqual([]);
  });

  it('keeps both sides consistent under concurrent replacements', async () => {
    for (const id of ['t1', 't2', 't3']) await create(alice, 'tests', id);
    for (const id of ['g1', 'g2', 'g3']) await create(alice, 'triggers', id);
    await Promise.all([
      fixture.service.update(alice, tests, 't1', { data: { triggers: ['g1', 'g2'] } }),
      fixture.service.update(alice, triggers, 'g1', { data: { tests: ['t2', 't3'] } }),
      fixture.service.update(alice, tests, 't1', { data: { triggers: ['g3'] } }),
      fixture.service.update(alice, triggers, 'g2', { data: { tests: ['t1'] } }),
    ]);
    const allTests = (await fixture.service.list(alice, tests, [])).documents;
    const allTriggers = (await fixture.service.list(alice, triggers, [])).documents;
    const fromTests = allTests.flatMap((test) =>
      (test.triggers as string[]).map((trigger) => `${test.$id}-${trigger}`),
    );
    const fromTriggers = allTriggers.flatMap((trigger) =>
      (trigger.tests as string[]).map((test) => `${test}-${trigger.$id}`),
    );
    expect(fromTests.sort()).toEqual(fromTriggers.sort());
  });
});
