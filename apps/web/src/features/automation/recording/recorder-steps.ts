/**
 * Step types of a Chrome DevTools Recorder JSON file, as @puppeteer/replay 3.1 replays them
 * (RULES.md, "Chrome DevTools Recorder JSON").
 */
export const RECORDER_STEP_TYPES = [
  'setViewport',
  'navigate',
  'click',
  'doubleClick',
  'hover',
  'change',
  'keyDown',
  'keyUp',
  'scroll',
  'waitForElement',
  'waitForExpression',
  'close',
  'emulateNetworkConditions',
  'customStep',
] as const;

export type RecorderStepType = (typeof RECORDER_STEP_TYPES)[number];

/** One step of a recording: its type plus the fields of that type, passed on untouched. */
export interface RecorderStep {
  type: RecorderStepType;
  [field: string]: unknown;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(RECORDER_STEP_TYPES);

export function isRecorderStepType(type: unknown): type is RecorderStepType {
  return typeof type === 'string' && KNOWN_TYPES.has(type);
}
