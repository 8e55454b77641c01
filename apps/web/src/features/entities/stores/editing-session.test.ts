import { beforeEach, describe, expect, it } from 'vitest';
import { createMetricRow } from '../model/metrics';
import { aTest, aTrigger } from '../testing/fake-entities-api';
import { createEditingSessionStore, INITIAL_SESSION, type EditingSessionStore } from './editing-session';
import type { StoreApi } from 'zustand/vanilla';

let store: StoreApi<EditingSessionStore>;
const state = () => store.getState();

beforeEach(() => {
  store = createEditingSessionStore();
});

describe('the editing session', () => {
  it('starts with the defaults of the specification', () => {
    expect(state()).toMatchObject({
      logicalOperator: 'AND',
      testName: 'Test for Unnamed Event',
      triggerName: 'Trigger for Unnamed Event',
      selectedCategory: 'default',
      eventName: 'Unnamed Event',
      hasUnsavedChanges: false,
      isCreatingTest: false,
    });
  });

  it('Create Test opens in TEST_ONLY with GA4; Create Trigger in TRIGGER_ONLY', () => {
    state().init({ kind: 'create' });
    expect(state()).toMatchObject({
      mode: 'TEST_ONLY',
      selectedCategory: 'GOOGLEANALYTICS4',
      isCreatingTest: true,
      isEdit: false,
      isEntityFromRequest: false,
    });
    expect(state().sessionId).toMatch(/^[a-z0-9]{10}$/);
    state().init({ kind: 'create', mode: 'TRIGGER_ONLY' });
    expect(state().mode).toBe('TRIGGER_ONLY');
  });

  it('a captured request opens TEST_AND_TRIGGER with its metrics and event names', () => {
    const metrics = [createMetricRow({ name: 'en', value: 'purchase' })];
    state().init({ kind: 'request', metrics, eventName: 'purchase', vendor: 'FACEBOOK' });
    expect(state()).toMatchObject({
      mode: 'TEST_AND_TRIGGER',
      testName: 'Test for purchase',
      triggerName: 'Trigger for purchase',
      selectedCategory: 'FACEBOOK',
      isEntityFromRequest: true,
      metrics,
    });
    state().init({ kind: 'request', metrics, eventName: 'x', vendor: null, fromUserInteraction: true });
    expect(state().mode).toBe('TRIGGER_ONLY');
  });

  it('editing a test loads its fields, selected metrics and associations', () => {
    state().init({
      kind: 'edit',
      item: aTest('t1', 'Purchase', ['r1'], { description: 'd', logicalOperator: 'OR' }),
    });
    expect(state()).toMatchObject({
      mode: 'TEST_ONLY',
      isEdit: true,
      testName: 'Purchase',
      testDescription: 'd',
      logicalOperator: 'OR',
      associations: ['r1'],
      showAssociations: true,
      selectedCategory: 'GOOGLEANALYTICS4',
    });
    expect(state().metrics.map((row) => [row.name, row.isSelected, row.isTrigger])).toEqual([
      ['en', true, false],
    ]);
  });

  it('editing a trigger marks its metrics as trigger; no vendor means no category', () => {
    state().init({ kind: 'edit', item: aTrigger('r1', 'Trig', [], { triggerType: null, metrics: 'oops' }) });
    expect(state()).toMatchObject({ mode: 'TRIGGER_ONLY', triggerName: 'Trig', selectedCategory: 'default' });
    expect(state().metrics).toEqual([]);
    state().init({ kind: 'edit', item: aTrigger('r1', 'Trig') });
    expect(state().metrics[0]?.isTrigger).toBe(true);
  });

  it('any change marks unsaved changes; init, clear, set-active, reset and search do not', () => {
    state().init({ kind: 'create' });
    state().setSearchInput('cu');
    state().setActive(true);
    state().syncSavedAssociations(['r1']);
    expect(state().hasUnsavedChanges).toBe(false);
    state().setTestName('Other');
    expect(state().hasUnsavedChanges).toBe(true);
    state().resetUnsaved();
    expect(state().hasUnsavedChanges).toBe(false);

    const changes: Array<(s: EditingSessionStore) => void> = [
      (s) => s.setMode('TRIGGER_ONLY'),
      (s) => s.setSelectedCategory('FACEBOOK'),
      (s) => s.setTriggerName('x'),
      (s) => s.setTestDescription('x'),
      (s) => s.setTriggerDescription('x'),
      (s) => s.setLogicalOperator('OR'),
      (s) => s.addMetric({ name: 'cu' }),
      (s) => s.setShowAssociations(true),
      (s) => s.setAssociations(['a']),
      (s) => s.toggleAssociation('b'),
    ];
    for (const apply of changes) {
      state().resetUnsaved();
      apply(state());
      expect(state().hasUnsavedChanges).toBe(true);
    }
    state().clear();
    expect(state()).toMatchObject({ ...INITIAL_SESSION, sessionId: null });
  });

  it('edits metrics: add (custom, used), update, value as JSON, remove', () => {
    state().init({ kind: 'create' });
    state().addMetric({ name: 'ep.items' });
    const [row] = state().metrics;
    expect(row).toMatchObject({ name: 'ep.items', isCustom: true, category: 'custom', isSelected: true });
    state().editMetricValue(row?.id ?? '', '{"a":1}');
    expect(state().metrics[0]?.value).toEqual({ a: 1 });
    state().editMetricValue(row?.id ?? '', '{"a":');
    expect(state().metrics[0]?.value).toBe('{"a":');
    state().updateMetric(row?.id ?? '', { comparison: 'notExists' });
    expect(state().metrics[0]?.comparison).toBe('notExists');
    state().removeMetric(row?.id ?? '');
    expect(state().metrics).toEqual([]);
  });

  it('toggles associations on and off', () => {
    state().init({ kind: 'create' });
    state().toggleAssociation('r1');
    state().toggleAssociation('r2');
    state().toggleAssociation('r1');
    expect(state().associations).toEqual(['r2']);
  });
});
