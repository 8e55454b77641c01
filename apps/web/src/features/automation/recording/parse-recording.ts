import { AUTOMATION_MESSAGES } from '../messages';
import { isRecorderStepType, RECORDER_STEP_TYPES, type RecorderStep } from './recorder-steps';

/** A recording file that can be used as automation steps. */
export interface LoadedRecording {
  title: string | null;
  steps: RecorderStep[];
  /** The URL of the first `navigate` step: it becomes the Website URL. */
  startUrl: string | null;
}

export type RecordingParseResult = { ok: true; recording: LoadedRecording } | { ok: false; error: string };

/** Steps that act on an element need the list of alternative selectors the Recorder writes. */
const NEEDS_SELECTORS = new Set(['click', 'doubleClick', 'hover', 'change', 'waitForElement']);

/**
 * Reads the text of a Chrome DevTools Recorder JSON file (specification §5): it must parse as JSON
 * ("Failed to parse JSON file"), hold a `steps` array ("Invalid recording file: missing steps
 * array"), and every step must be one of the Recorder's step types with the fields the replay needs.
 * An empty `steps` array loads; submitting it is refused later (no recording steps).
 *
 * @example
 * parseRecording('{"title":"t","steps":[{"type":"navigate","url":"https://shop.example"}]}')
 * // → { ok: true, recording: { title: 't', steps: [...], startUrl: 'https://shop.example' } }
 */
export function parseRecording(text: string): RecordingParseResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: AUTOMATION_MESSAGES.recordingNotJson };
  }
  if (!isObject(parsed) || !Array.isArray(parsed.steps)) {
    return { ok: false, error: AUTOMATION_MESSAGES.recordingMissingSteps };
  }
  const steps: RecorderStep[] = [];
  for (const [index, step] of parsed.steps.entries()) {
    const problem = stepProblem(step);
    if (problem) return { ok: false, error: `Invalid recording file: step ${index + 1} ${problem}` };
    steps.push(step as RecorderStep);
  }
  const navigate = steps.find((step) => step.type === 'navigate');
  return {
    ok: true,
    recording: {
      title: typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title.trim() : null,
      steps,
      startUrl: typeof navigate?.url === 'string' && navigate.url.trim() ? navigate.url.trim() : null,
    },
  };
}

function stepProblem(step: unknown): string | null {
  if (!isObject(step)) return 'is not an object';
  if (typeof step.type !== 'string') return 'has no type';
  if (!isRecorderStepType(step.type)) {
    return `has an unknown type "${step.type}" (expected one of ${RECORDER_STEP_TYPES.join(', ')})`;
  }
  if (step.type === 'navigate' && typeof step.url !== 'string') return '(navigate) has no url';
  if (NEEDS_SELECTORS.has(step.type) && !Array.isArray(step.selectors)) {
    return `(${step.type}) has no selectors`;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
