import { createsTest, createsTrigger, type CreationMode } from './creation-mode';
import { metricsFor, type MetricRow } from './metrics';

export const ALERTS = {
  selectTestMetric: 'Please select at least one metric for the test',
  markTriggerMetric: 'Please mark at least one metric as a trigger',
  testName: 'Please provide a name for the test',
  triggerName: 'Please provide a name for the trigger',
  metricsBoth: 'Please add at least one metric for the test and trigger',
  metricsTest: 'Please add at least one metric for the test',
  metricsTrigger: 'Please add at least one metric for the trigger',
  metricsAny: 'Please add at least one metric',
} as const;

export interface FormInput {
  mode: CreationMode;
  isEntityFromRequest: boolean;
  testName: string;
  triggerName: string;
  metrics: readonly MetricRow[];
}

const blank = (text: string) => text.trim() === '';

/**
 * The one alert the form shows, checked in the order of specification §5 (null when it may be saved):
 * 1. metrics taken from a request: a selected metric for a test, a trigger metric for a trigger;
 * 2. otherwise: the test name, the trigger name, then at least one metric;
 * 3. final checks: the names again and at least one metric for each entity saved.
 */
export function formAlert(input: FormInput): string | null {
  const test = createsTest(input.mode);
  const trigger = createsTrigger(input.mode);
  const testMetrics = metricsFor(input.metrics, 'test', input.isEntityFromRequest);
  const triggerMetrics = metricsFor(input.metrics, 'trigger', input.isEntityFromRequest);

  if (input.isEntityFromRequest) {
    if (test && testMetrics.length === 0) return ALERTS.selectTestMetric;
    if (trigger && triggerMetrics.length === 0) return ALERTS.markTriggerMetric;
  } else {
    if (test && blank(input.testName)) return ALERTS.testName;
    if (trigger && blank(input.triggerName)) return ALERTS.triggerName;
    if (input.metrics.length === 0) {
      if (test && trigger) return ALERTS.metricsBoth;
      return test ? ALERTS.metricsTest : ALERTS.metricsTrigger;
    }
  }

  if (test && blank(input.testName)) return ALERTS.testName;
  if (trigger && blank(input.triggerName)) return ALERTS.triggerName;
  if ((test && testMetrics.length === 0) || (trigger && triggerMetrics.length === 0))
    return ALERTS.metricsAny;
  return null;
}
