import { describe, expect, it, vi } from 'vitest';
import { createMetricRow } from '../model/metrics';
import { aTest, aTrigger, createFakeEntitiesApi } from '../testing/fake-entities-api';
import { saveEntities, type SaveInput } from './save-flows';

const rows = [
  { ...createMetricRow({ name: 'en', value: 'purchase' }), isTrigger: true },
  { ...createMetricRow({ name: 'cu', value: 'EUR' }), isSelected: true },
  createMetricRow({ name: 'tid', value: 'G-1' }),
];

function input(overrides: Partial<SaveInput> = {}): SaveInput {
  return {
    mode: 'TEST_ONLY',
    isEdit: false,
    itemToEdit: null,
    vendor: 'GOOGLEANALYTICS4',
    testName: ' Purchase test ',
    triggerName: 'Purchase trigger',
    testDescription: 'checks the currency',
    triggerDescription: '',
    logicalOperator: 'AND',
    metrics: rows,
    isEntityFromRequest: false,
    associations: [],
    tests: [],
    triggers: [],
    ...overrides,
  };
}

const quiet = { warn: vi.fn() };

describe('save flows', () => {
  it('TEST_AND_TRIGGER: the trigger, then the test linking it and the chosen triggers, then the link back', async () => {
    const fake = createFakeEntitiesApi({ triggers: [aTrigger('r-old', 'Old trigger')] });
    const result = await saveEntities(
      fake.api,
      input({ mode: 'TEST_AND_TRIGGER', isEntityFromRequest: true, associations: ['r-old'] }),
      quiet,
    );
    expect(result.success).toBe(true);
    expect(fake.steps()).toEqual([
      'create trigger {description,expectedTests,itemParameterOptions,logicalOperator,metrics,name,tests,triggerType}',
      'create test {description,logicalOperator,metrics,name,testType,triggers}',
      'update trigger trigger-new-1 {tests}',
    ]);
    const [createTrigger, createTest, link] = fake.calls;
    expect(createTrigger?.data).toMatchObject({
      name: 'Purchase trigger',
      tests: [],
      itemParameterOptions: '',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: JSON.stringify([{ metric: 'en', comparison: 'equals', value: 'purchase' }]),
    });
    expect(createTest?.data).toMatchObject({
      name: 'Purchase test',
      triggers: ['trigger-new-1', 'r-old'],
      testType: 'GOOGLEANALYTICS4',
      description: 'checks the currency',
      metrics: JSON.stringify([{ metric: 'cu', comparison: 'equals', value: 'EUR' }]),
    });
    expect(link?.data).toEqual({ tests: ['test-new-2'] });
    if (result.success) {
      expect(result.test?.$id).toBe('test-new-2');
      expect(result.trigger?.$id).toBe('trigger-new-1');
    }
  });

  it('TEST_AND_TRIGGER: a failed trigger stops everything with "Failed to create trigger: …"', async () => {
    const fake = createFakeEntitiesApi();
    fake.failWhen((call) => call.op === 'create' && call.kind === 'trigger');
    const result = await saveEntities(fake.api, input({ mode: 'TEST_AND_TRIGGER' }), quiet);
    expect(result).toEqual({
      success: false,
      error: 'Failed to create trigger: create trigger trigger-new-1 failed',
    });
    expect(fake.steps()).toHaveLength(1);
  });

  it('TEST_AND_TRIGGER: a failed test stops with "Failed to create test: …"', async () => {
    const fake = createFakeEntitiesApi();
    fake.failWhen((call) => call.op === 'create' && call.kind === 'test');
    const result = await saveEntities(fake.api, input({ mode: 'TEST_AND_TRIGGER' }), quiet);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/^Failed to create test: /);
    expect(fake.steps().map((step) => step.split(' {')[0])).toEqual(['create trigger', 'create test']);
  });

  it('TEST_AND_TRIGGER: a failed link back is only logged', async () => {
    const fake = createFakeEntitiesApi();
    const log = { warn: vi.fn() };
    fake.failWhen((call) => call.op === 'update');
    const result = await saveEntities(fake.api, input({ mode: 'TEST_AND_TRIGGER' }), log);
    expect(result.success).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('an unknown error reads "Unknown error"', async () => {
    const fake = createFakeEntitiesApi();
    fake.api.create = () => Promise.reject(new Error(''));
    const result = await saveEntities(fake.api, input({ mode: 'TRIGGER_ONLY' }), quiet);
    expect(result).toEqual({ success: false, error: 'Failed to create trigger: Unknown error' });
  });

  it('TEST_ONLY: the test with its triggers, then its id added to each chosen trigger missing it', async () => {
    const fake = createFakeEntitiesApi({
      triggers: [aTrigger('r1', 'One', ['t-other']), aTrigger('r2', 'Two')],
    });
    const result = await saveEntities(
      fake.api,
      input({
        associations: ['r1', 'r2'],
        triggers: [aTrigger('r1', 'One', ['t-other']), aTrigger('r2', 'Two')],
      }),
      quiet,
    );
    expect(result.success).toBe(true);
    expect(fake.steps()).toEqual([
      'create test {description,logicalOperator,metrics,name,testType,triggers}',
      'update trigger r1 {tests}',
      'update trigger r2 {tests}',
    ]);
    expect(fake.calls[0]?.data?.triggers).toEqual(['r1', 'r2']);
    expect(fake.calls[1]?.data).toEqual({ tests: ['t-other', 'test-new-1'] });
    // Not from a request: every metric is the test's.
    expect(JSON.parse(fake.calls[0]?.data?.metrics as string)).toHaveLength(3);
  });

  it('TEST_ONLY: a trigger already listing the test is left alone', async () => {
    const fake = createFakeEntitiesApi();
    fake.api.create = async (_kind, data) => ({ ...data, $id: 't-fixed', $collectionId: 'tests' }) as never;
    await saveEntities(
      fake.api,
      input({ associations: ['r1'], triggers: [aTrigger('r1', 'One', ['t-fixed'])] }),
      quiet,
    );
    expect(fake.steps()).toEqual([]);
  });

  it('TRIGGER_ONLY: the trigger with its tests, then its id added to each chosen test', async () => {
    const fake = createFakeEntitiesApi({ tests: [aTest('t1', 'One')] });
    const result = await saveEntities(
      fake.api,
      input({ mode: 'TRIGGER_ONLY', associations: ['t1'], tests: [aTest('t1', 'One')] }),
      quiet,
    );
    expect(result.success).toBe(true);
    expect(fake.steps()).toEqual([
      'create trigger {description,expectedTests,itemParameterOptions,logicalOperator,metrics,name,tests,triggerType}',
      'update test t1 {triggers}',
    ]);
    expect(fake.calls[0]?.data).toMatchObject({ tests: ['t1'], expectedTests: '["t1"]' });
    expect(fake.calls[1]?.data).toEqual({ triggers: ['trigger-new-1'] });
  });

  it('edit: updates the item in place, without touching associations', async () => {
    const item = aTest('t1', 'Old name', ['r1']);
    const fake = createFakeEntitiesApi({ tests: [item] });
    const result = await saveEntities(
      fake.api,
      input({ isEdit: true, itemToEdit: item, testName: 'New name', associations: ['r1', 'r2'] }),
      quiet,
    );
    expect(result.success).toBe(true);
    expect(fake.steps()).toEqual(['update test t1 {description,logicalOperator,metrics,name,testType}']);
    expect(fake.calls[0]?.data?.name).toBe('New name');
  });

  it('edit: a trigger is updated as a trigger; a failure reads "Failed to update trigger: …"', async () => {
    const item = aTrigger('r1', 'Old');
    const fake = createFakeEntitiesApi({ triggers: [item] });
    fake.failWhen(() => true);
    const result = await saveEntities(
      fake.api,
      input({ mode: 'TRIGGER_ONLY', isEdit: true, itemToEdit: item }),
      quiet,
    );
    expect(result).toEqual({ success: false, error: 'Failed to update trigger: update trigger r1 failed' });
  });
});
