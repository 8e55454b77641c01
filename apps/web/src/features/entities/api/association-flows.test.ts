import { describe, expect, it, vi } from 'vitest';
import { aTest, aTrigger, createFakeEntitiesApi } from '../testing/fake-entities-api';
import { deleteEntity, removeAllAssociations, toggleAssociation } from './association-flows';

describe('delete', () => {
  it('removes the id from every counterpart first, then deletes the document', async () => {
    const test = aTest('t1', 'Purchase', ['r1', 'r2']);
    const triggers = [aTrigger('r1', 'One', ['t1', 't2']), aTrigger('r2', 'Two', ['t1'])];
    const fake = createFakeEntitiesApi({ tests: [test], triggers });
    const result = await deleteEntity(fake.api, test, triggers);
    expect(result).toEqual({ success: true });
    expect(fake.steps()).toEqual([
      'update trigger r1 {tests}',
      'update trigger r2 {tests}',
      'remove test t1',
    ]);
    expect(fake.calls[0]?.data).toEqual({ tests: ['t2'] });
    expect(fake.calls[1]?.data).toEqual({ tests: [] });
  });

  it('aborts when a counterpart update fails: nothing is deleted', async () => {
    const trigger = aTrigger('r1', 'Trigger', ['t1', 't2']);
    const tests = [aTest('t1', 'One', ['r1']), aTest('t2', 'Two', ['r1'])];
    const fake = createFakeEntitiesApi({ tests, triggers: [trigger] });
    fake.failWhen((call) => call.op === 'update' && call.id === 't2');
    const result = await deleteEntity(fake.api, trigger, tests);
    expect(result).toMatchObject({ success: false, stage: 'associations' });
    expect(fake.calls.some((call) => call.op === 'remove')).toBe(false);
    expect(fake.store.trigger.has('r1')).toBe(true);
  });

  it('reports a failed delete', async () => {
    const fake = createFakeEntitiesApi({ tests: [aTest('t1', 'Lonely')] });
    fake.failWhen((call) => call.op === 'remove');
    expect(await deleteEntity(fake.api, aTest('t1', 'Lonely'), [])).toMatchObject({
      success: false,
      stage: 'delete',
    });
  });
});

describe('remove associations', () => {
  it('clears the item’s own list, then removes its id from each counterpart', async () => {
    const trigger = aTrigger('r1', 'Trigger', ['t1', 't2']);
    const tests = [aTest('t1', 'One', ['r1', 'r9']), aTest('t2', 'Two', ['r1'])];
    const fake = createFakeEntitiesApi({ tests, triggers: [trigger] });
    const result = await removeAllAssociations(fake.api, trigger, tests);
    expect(result.success).toBe(true);
    expect(fake.steps()).toEqual([
      'update trigger r1 {tests}',
      'update test t1 {triggers}',
      'update test t2 {triggers}',
    ]);
    expect(fake.calls[0]?.data).toEqual({ tests: [] });
    expect(fake.calls[1]?.data).toEqual({ triggers: ['r9'] });
  });

  it('fails when the item’s own update fails, without touching counterparts', async () => {
    const fake = createFakeEntitiesApi({ tests: [aTest('t1', 'One', ['r1'])] });
    fake.failWhen(() => true);
    const result = await removeAllAssociations(fake.api, aTest('t1', 'One', ['r1']), [
      aTrigger('r1', 'R', ['t1']),
    ]);
    expect(result.success).toBe(false);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('association toggle', () => {
  it('links both sides, the item first', async () => {
    const test = aTest('t1', 'One', ['r0']);
    const trigger = aTrigger('r1', 'Trigger', []);
    const fake = createFakeEntitiesApi({
      tests: [test],
      triggers: [trigger, aTrigger('r0', 'Zero', ['t1'])],
    });
    expect(await toggleAssociation(fake.api, test, trigger, true)).toEqual({ success: true });
    expect(fake.calls.map((call) => [call.kind, call.id, call.data])).toEqual([
      ['test', 't1', { triggers: ['r0', 'r1'] }],
      ['trigger', 'r1', { tests: ['t1'] }],
    ]);
  });

  it('unlinks both sides', async () => {
    const test = aTest('t1', 'One', ['r1']);
    const trigger = aTrigger('r1', 'Trigger', ['t1']);
    const fake = createFakeEntitiesApi({ tests: [test], triggers: [trigger] });
    await toggleAssociation(fake.api, trigger, test, false);
    expect(fake.calls.map((call) => call.data)).toEqual([{ tests: [] }, { triggers: [] }]);
  });

  it('puts the item’s list back when the counterpart’s update fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const test = aTest('t1', 'One', ['r0']);
    const trigger = aTrigger('r1', 'Trigger', []);
    const fake = createFakeEntitiesApi({
      tests: [test],
      triggers: [trigger, aTrigger('r0', 'Zero', ['t1'])],
    });
    fake.failWhen((call) => call.kind === 'trigger');
    const result = await toggleAssociation(fake.api, test, trigger, true);
    expect(result.success).toBe(false);
    expect(fake.calls.map((call) => [call.kind, call.id, call.data])).toEqual([
      ['test', 't1', { triggers: ['r0', 'r1'] }],
      ['trigger', 'r1', { tests: ['t1'] }],
      ['test', 't1', { triggers: ['r0'] }],
    ]);
  });

  it('fails without a second call when the item’s own update fails', async () => {
    const fake = createFakeEntitiesApi();
    fake.failWhen(() => true);
    const result = await toggleAssociation(fake.api, aTest('t1', 'One'), aTrigger('r1', 'R'), true);
    expect(result.success).toBe(false);
    expect(fake.calls).toHaveLength(1);
  });
});
