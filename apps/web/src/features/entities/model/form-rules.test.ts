import { VENDOR_CODES, vendorDisplayName } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  availableCreationModes,
  confirmTitle,
  defaultCreationMode,
  type CreationMode,
} from './creation-mode';
import { ALERTS, formAlert, type FormInput } from './form-alerts';
import { createMetricRow } from './metrics';
import { DEFAULT_VENDOR, VENDOR_OPTION_GROUPS, vendorName } from './vendors';

const row = (flags: { isSelected?: boolean; isTrigger?: boolean } = {}) => ({
  ...createMetricRow({ name: 'en', value: 'x' }),
  ...flags,
});

describe('creation modes', () => {
  it('defaults: TEST_ONLY, TRIGGER_ONLY from a user interaction, TEST_AND_TRIGGER from a request', () => {
    expect(defaultCreationMode({ fromRequest: false, fromUserInteraction: false })).toBe('TEST_ONLY');
    expect(defaultCreationMode({ fromRequest: false, fromUserInteraction: true })).toBe('TRIGGER_ONLY');
    expect(defaultCreationMode({ fromRequest: true, fromUserInteraction: false })).toBe('TEST_AND_TRIGGER');
    expect(defaultCreationMode({ fromRequest: true, fromUserInteraction: true })).toBe('TRIGGER_ONLY');
    expect(defaultCreationMode({ fromRequest: false, fromUserInteraction: false }, 'TRIGGER_ONLY')).toBe(
      'TRIGGER_ONLY',
    );
  });

  it('offers "Test and Trigger" only from a request that is not a user interaction', () => {
    expect(availableCreationModes({ fromRequest: true, fromUserInteraction: false })).toContain(
      'TEST_AND_TRIGGER',
    );
    expect(availableCreationModes({ fromRequest: true, fromUserInteraction: true })).not.toContain(
      'TEST_AND_TRIGGER',
    );
    expect(availableCreationModes({ fromRequest: false, fromUserInteraction: false })).toEqual([
      'TEST_ONLY',
      'TRIGGER_ONLY',
    ]);
  });

  it.each<[CreationMode, boolean, string, string]>([
    ['TEST_ONLY', false, 'Create Test', 'Confirm Test Creation'],
    ['TRIGGER_ONLY', false, 'Create Trigger', 'Confirm Trigger Creation'],
    ['TEST_AND_TRIGGER', false, 'Create Test and Trigger', 'Confirm Test and Trigger Creation'],
    ['TEST_ONLY', true, 'Update Test', 'Confirm Test Update'],
    ['TRIGGER_ONLY', true, 'Update Trigger', 'Confirm Trigger Update'],
  ])('%s (edit: %s) reads "%s" and "%s"', (mode, isEdit, label, title) => {
    expect(actionLabel(mode, isEdit)).toBe(label);
    expect(confirmTitle(mode, isEdit)).toBe(title);
  });
});

describe('form alerts, in order', () => {
  const base: FormInput = {
    mode: 'TEST_ONLY',
    isEntityFromRequest: false,
    testName: 'A test',
    triggerName: 'A trigger',
    metrics: [row()],
  };

  it.each<[string, Partial<FormInput>, string | null]>([
    ['valid test', {}, null],
    ['valid trigger', { mode: 'TRIGGER_ONLY' }, null],
    ['blank test name', { testName: '   ' }, ALERTS.testName],
    ['blank trigger name', { mode: 'TRIGGER_ONLY', triggerName: '' }, ALERTS.triggerName],
    [
      'test name before trigger name',
      { mode: 'TEST_AND_TRIGGER', testName: '', triggerName: '' },
      ALERTS.testName,
    ],
    ['name before metrics', { testName: '', metrics: [] }, ALERTS.testName],
    ['no metric for a test', { metrics: [] }, ALERTS.metricsTest],
    ['no metric for a trigger', { mode: 'TRIGGER_ONLY', metrics: [] }, ALERTS.metricsTrigger],
    ['no metric for both', { mode: 'TEST_AND_TRIGGER', metrics: [] }, ALERTS.metricsBoth],
    ['request: no selected metric', { isEntityFromRequest: true, metrics: [row()] }, ALERTS.selectTestMetric],
    [
      'request: selection checked before the names',
      { isEntityFromRequest: true, testName: '', metrics: [row()] },
      ALERTS.selectTestMetric,
    ],
    [
      'request: no trigger metric',
      { isEntityFromRequest: true, mode: 'TRIGGER_ONLY', metrics: [row({ isSelected: true })] },
      ALERTS.markTriggerMetric,
    ],
    [
      'request, both: the test metric first',
      { isEntityFromRequest: true, mode: 'TEST_AND_TRIGGER', metrics: [row({ isTrigger: true })] },
      ALERTS.selectTestMetric,
    ],
    [
      'request, both: then the trigger metric',
      { isEntityFromRequest: true, mode: 'TEST_AND_TRIGGER', metrics: [row({ isSelected: true })] },
      ALERTS.markTriggerMetric,
    ],
    [
      'request: final check of the test name',
      { isEntityFromRequest: true, testName: ' ', metrics: [row({ isSelected: true })] },
      ALERTS.testName,
    ],
    [
      'request: final check of the trigger name',
      {
        isEntityFromRequest: true,
        mode: 'TEST_AND_TRIGGER',
        triggerName: '',
        metrics: [row({ isSelected: true, isTrigger: true })],
      },
      ALERTS.triggerName,
    ],
    [
      'request, both: valid',
      {
        isEntityFromRequest: true,
        mode: 'TEST_AND_TRIGGER',
        metrics: [row({ isSelected: true, isTrigger: true })],
      },
      null,
    ],
  ])('%s', (_, overrides, expected) => {
    expect(formAlert({ ...base, ...overrides })).toBe(expected);
  });
});

describe('vendor options', () => {
  it('are the engine’s vendor codes with the engine’s names; GA4 by default', () => {
    const options = VENDOR_OPTION_GROUPS.flatMap((group) => group.options);
    expect(options.map((option) => option.code).sort()).toEqual([...VENDOR_CODES].sort());
    for (const option of options) expect(option.name).toBe(vendorDisplayName(option.code));
    expect(DEFAULT_VENDOR).toBe('GOOGLEANALYTICS4');
    expect(vendorName('DYNAMICYIELD')).toBe('Dynamic Yield');
    expect(vendorName('UNKNOWN')).toBe('UNKNOWN');
  });

  it('are grouped by kind for the form, each vendor once, validated vendors first in their group', () => {
    const grouped = VENDOR_OPTION_GROUPS.flatMap((group) => group.options.map((option) => option.code));
    expect([...grouped].sort()).toEqual([...VENDOR_CODES].sort());
    expect(VENDOR_OPTION_GROUPS[0]?.label).toBe('Analytics');
    expect(VENDOR_OPTION_GROUPS[0]?.options[0]?.code).toBe('GOOGLEANALYTICS4');
    expect(VENDOR_OPTION_GROUPS.find((group) => group.label === 'Advertising')?.options[0]?.code).toBe(
      'FACEBOOK',
    );
  });
});
