import type { Step } from '@puppeteer/replay';
import type { Instruction } from '../automation.schemas.js';
import { stepCount, type JourneySpec } from '../journey-spec.js';
import type { ResolvedBy } from './instruction-resolver.js';
import type { CapturedHit } from './network-recorder.js';
import { describeStep } from './step-description.js';

/** One step of a run as the report shows it. */
export interface ActionRecord {
  /** 1-based. */
  index: number;
  /** The Recorder step type (`navigate`, `click`, `change`…). */
  type: string;
  description: string;
  /** The text of the element the step acted on. */
  elementClickedText: string | null;
  /** The written instruction's prompt (instructions mode). */
  instruction: string | null;
  resolvedBy: ResolvedBy | null;
  status: 'passed' | 'failed' | 'not-run';
  error: string | null;
  startedAt: number | null;
  durationMs: number | null;
  /** The page URL once the step settled. */
  pageUrl: string | null;
  /** JPEG of the page once the step settled (or failed). */
  screenshot: Buffer | null;
}

/** How a run ended: every action, every kept request (attributed to an action) and the recording. */
export interface JourneyOutcome {
  status: 'completed' | 'failed';
  error: string | null;
  mode: JourneySpec['mode'];
  websiteUrl: string;
  actions: ActionRecord[];
  hits: CapturedHit[];
  /** The steps as run, written instructions resolved: a Chrome DevTools Recorder JSON. */
  recording: { title: string; steps: Step[] };
  startedAt: number;
  finishedAt: number;
}

/** The actions a journey will run, all `not-run` until they do. */
export function planActions(spec: JourneySpec): ActionRecord[] {
  const total = stepCount(spec);
  return Array.from({ length: total }, (_, index) => {
    let type: string;
    let description: string;
    let instruction: string | null = null;
    if (spec.mode === 'recording') {
      const step = spec.steps[index] as Step;
      type = step.type;
      description = describeStep(step);
    } else if (index === 0) {
      type = 'navigate';
      description = `Navigate to ${spec.websiteUrl}`;
    } else {
      const written = spec.instructions[index - 1] as Instruction;
      type = written.action === 'type' ? 'change' : 'click';
      instruction = written.prompt?.trim() || null;
      description = instruction ?? (written.action === 'type' ? 'Type into an element' : 'Click an element');
    }
    return {
      index: index + 1,
      type,
      description,
      elementClickedText: null,
      instruction,
      resolvedBy: null,
      status: 'not-run' as const,
      error: null,
      startedAt: null,
      durationMs: null,
      pageUrl: null,
      screenshot: null,
    };
  });
}
