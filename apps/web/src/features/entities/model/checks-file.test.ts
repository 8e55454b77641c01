import { describe, expect, it } from 'vitest';
import { applyImport } from '../api/checks-transfer';
import { createFakeEntitiesApi } from '../testing/fake-entities-api';
import { describePlan, planImport, readChecksFile } from './checks-file';
import type { EntityDocument } from './entity-types';

const FILE = {
  tests: [
    {
      $id: 'has-currency',
      name: 'has a currency',
      testType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'cu', comparison: 'exists', value: '' }],
      triggers: ['add-to-cart'],
    },
    { $id: 'kept', name: 'already mine', testType: 'GOOGLEANALYTICS4', metrics: '[]' },
    {
      testID: 'dl-set',
      name: 'dl set',
      testType: 'GOOGLEANALYTICS4',
      metrics: [],
      triggers: ['mine', 'nowhere'],
    },
  ],
  triggers: [
    {
      $id: 'add-to-cart',
      name: 'GA4 add_to_cart',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
      expectedTests: ['has-currency'],
    },
  ],
};

const mine = (id: string, name: string, collection: 'tests' | 'triggers') =>
  ({ $id: id, name, $collectionId: collection, metrics: '[]' }) as EntityDocument;

describe('importing a checks file', () => {
  it('refuses what is not a checks file, saying why', () => {
    expect(readChecksFile('not json')).toEqual({ error: 'This file is not JSON.' });
    expect(readChecksFile('{"tests":[{"metrics":[]}]}')).toMatchObject({
      error: expect.stringContaining('tests.0.name'),
    });
    expect(readChecksFile('{}')).toEqual({ error: 'This checks file has no tests or triggers.' });
  });

  it('previews new items, leaves ids the user has unchanged and never duplicates them', async () => {
    const read = readChecksFile(JSON.stringify(FILE));
    if (!('file' in read)) throw new Error(read.error);
    const existing = {
      tests: [mine('kept', 'already mine', 'tests')],
      triggers: [mine('mine', 'my trigger', 'triggers')],
    };
    const plan = planImport(read.file, existing);
    expect(plan.tests.map((test) => test.id)).toEqual(['has-currency', 'dl-set']);
    expect(plan.skipped).toEqual([{ kind: 'test', id: 'kept', name: 'already mine' }]);
    expect(plan.droppedLinks).toBe(1);
    expect(describePlan(plan)).toBe(
      '2 new tests and 1 new trigger will be added. 1 item you already have (same id) will be left unchanged. 1 link to ids you do not have will be dropped.',
    );

    const { api } = createFakeEntitiesApi(existing);
    const outcome = await applyImport(api, plan);
    expect(outcome).toEqual({ created: 3, alreadyThere: 0, error: null });
    const tests = await api.list('test');
    const triggers = await api.list('trigger');
    expect(tests.map((test) => test.$id).sort()).toEqual(['dl-set', 'has-currency', 'kept']);
    // Links survive in both directions; metrics are stored as JSON text.
    expect(triggers.find((trigger) => trigger.$id === 'add-to-cart')).toMatchObject({
      tests: ['has-currency'],
      expectedTests: '["has-currency"]',
      metrics: '[{"metric":"en","comparison":"equals","value":"add_to_cart"}]',
    });
    expect(tests.find((test) => test.$id === 'dl-set')).toMatchObject({ triggers: ['mine'] });
    expect(tests.find((test) => test.$id === 'has-currency')).toMatchObject({ triggers: ['add-to-cart'] });

    // The same file again adds nothing.
    const again = planImport(read.file, { tests, triggers });
    expect(again.tests).toEqual([]);
    expect(again.triggers).toEqual([]);
    expect(again.skipped).toHaveLength(4);
  });

  it('counts an id created meanwhile as already there, and waits out the rate limit', async () => {
    const read = readChecksFile(JSON.stringify({ tests: [FILE.tests[1], FILE.tests[2]] }));
    if (!('file' in read)) throw new Error(read.error);
    const plan = planImport(read.file, { tests: [], triggers: [] });
    const { api } = createFakeEntitiesApi({ tests: [mine('kept', 'created in another tab', 'tests')] });
    let limited = true;
    const create = api.create.bind(api);
    api.create = async (kind, data, id) => {
      if (id === 'dl-set' && limited) {
        limited = false;
        throw Object.assign(new Error('Too many requests'), { code: 429 });
      }
      return create(kind, data, id);
    };
    const waits: number[] = [];
    const outcome = await applyImport(api, plan, { wait: async (ms) => void waits.push(ms) });
    expect(outcome).toEqual({ created: 1, alreadyThere: 1, error: null });
    expect(waits).toHaveLength(1);
    expect((await api.list('test')).find((test) => test.$id === 'kept')?.name).toBe('created in another tab');
  });
});
