import { parse as parseRecording, type Step, type UserFlow } from '@puppeteer/replay';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { describeZodError } from '../../plugins/errors.js';
import { MIN_STEP_TIMEOUT_MS, type AutomationLimits } from './automation.limits.js';
import { AutomationRequestSchema, InstructionSchema, type Instruction } from './automation.schemas.js';
import { stepRefusal } from './step-limits.js';

/**
 * The journey a job runs, read from an automation request and stored with the job: the recording
 * to replay, or the written instructions to resolve on the page, with the per-step timeout.
 */
export type JourneySpec =
  | { mode: 'recording'; websiteUrl: string; title: string; stepTimeoutMs: number; steps: Step[] }
  | {
      mode: 'instructions';
      websiteUrl: string;
      title: string;
      stepTimeoutMs: number;
      instructions: Instruction[];
    };

/** A journey as a job stores it (JSON text in its row); recording steps go through replay's parser again. */
const StoredJourneySchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('recording'),
    websiteUrl: z.string(),
    title: z.string(),
    stepTimeoutMs: z.number(),
    steps: z.array(z.looseObject({ type: z.string() })),
  }),
  z.object({
    mode: z.literal('instructions'),
    websiteUrl: z.string(),
    title: z.string(),
    stepTimeoutMs: z.number(),
    instructions: z.array(InstructionSchema),
  }),
]);

/** Reads the journey a job was queued with; throws when the stored JSON is not one. */
export function readStoredJourney(json: string): JourneySpec {
  const stored = StoredJourneySchema.parse(JSON.parse(json));
  if (stored.mode === 'instructions') return stored;
  return { ...stored, steps: parseRecording({ title: stored.title, steps: stored.steps }).steps };
}

/** Thrown for a request that cannot become a journey; the message is the user's (§5 texts). */
export class JourneyError extends Error {
  override readonly name = 'JourneyError';
}

/** How many steps a journey runs: the recording's, or the first navigation plus one per instruction. */
export function stepCount(spec: JourneySpec): number {
  return spec.mode === 'recording' ? spec.steps.length : spec.instructions.length + 1;
}

/**
 * Reads an automation request into a journey within `limits`, or throws 400
 * `general_argument_invalid` with the builder's own messages ("Website URL is required", "AI
 * instructions are required when using AI mode", …).
 */
export function readAutomationRequest(body: unknown, limits: AutomationLimits): JourneySpec {
  const parsed = AutomationRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('general_argument_invalid', { reason: describeZodError(parsed.error) });
  const request = parsed.data;
  try {
    const stepTimeoutMs = clampTimeout(request.navigation?.timeoutPerStep, limits);
    const websiteUrl = request.navigation?.websiteUrl?.trim() ?? '';
    const spec =
      request.useAI === false
        ? recordingJourney(request.nonAIInstructions, websiteUrl, stepTimeoutMs, limits)
        : instructionJourney(request.instructions ?? [], websiteUrl, stepTimeoutMs);
    const steps = stepCount(spec);
    if (steps > limits.maxSteps) {
      throw new JourneyError(
        `This journey has ${steps} steps; the ${limits.tier} limit is ${limits.maxSteps} steps per automation.`,
      );
    }
    return spec;
  } catch (error) {
    if (error instanceof JourneyError)
      throw new AppError('general_argument_invalid', { reason: error.message });
    throw error;
  }
}

/**
 * Builds the recording journey of `tagproof run` and of the service: the recording's first
 * navigation goes to `websiteUrl` when one is given (a navigation is added when it has none).
 *
 * @throws {JourneyError} for a recording replay cannot run.
 */
export function recordingJourney(
  input: unknown,
  websiteUrl: string,
  stepTimeoutMs: number,
  limits: Pick<AutomationLimits, 'maxStepTimeoutMs'>,
): JourneySpec {
  const recording = Array.isArray(input) ? { steps: input } : (input as Record<string, unknown> | null);
  const rawSteps = recording?.steps;
  if (!Array.isArray(rawSteps) || rawSteps.length === 0)
    throw new JourneyError('Recording steps are required when using Recording mode');
  const title = typeof recording?.title === 'string' && recording.title ? recording.title : 'Recording';
  let flow: UserFlow;
  try {
    flow = parseRecording({ title, steps: rawSteps });
  } catch (error) {
    throw new JourneyError(`Invalid recording: ${error instanceof Error ? error.message : String(error)}`);
  }
  flow.steps.forEach((step, index) => {
    const refusal = stepRefusal(step);
    if (refusal) throw new JourneyError(`Step ${index + 1}: ${refusal}`);
  });
  const steps = flow.steps.map((step) =>
    step.timeout === undefined ? step : { ...step, timeout: Math.min(step.timeout, limits.maxStepTimeoutMs) },
  );
  const firstNavigation = steps.findIndex((step) => step.type === 'navigate');
  const url = websiteUrl || (firstNavigation >= 0 ? (steps[firstNavigation] as { url: string }).url : '');
  if (!url) throw new JourneyError('Website URL is required');
  if (firstNavigation >= 0) steps[firstNavigation] = { ...(steps[firstNavigation] as Step), url } as Step;
  else {
    const afterViewport = steps.findIndex((step) => step.type !== 'setViewport');
    steps.splice(afterViewport < 0 ? steps.length : afterViewport, 0, { type: 'navigate', url } as Step);
  }
  return { mode: 'recording', websiteUrl: url, title, stepTimeoutMs, steps };
}

function instructionJourney(
  instructions: Instruction[],
  websiteUrl: string,
  stepTimeoutMs: number,
): JourneySpec {
  if (!websiteUrl) throw new JourneyError('Website URL is required');
  if (instructions.length === 0) throw new JourneyError('AI instructions are required when using AI mode');
  instructions.forEach((instruction, index) => {
    const given = instruction.elementInfo;
    const hasTarget =
      Boolean(instruction.prompt?.trim()) ||
      Boolean(given?.text?.trim()) ||
      Object.values(given?.selectors ?? {}).some((value) =>
        typeof value === 'string' ? value.trim() !== '' : Boolean(value?.name?.trim()),
      );
    if (!hasTarget) throw new JourneyError(`Instruction ${index + 1} needs a prompt or an element to act on`);
    if (instruction.action === 'type' && typedValue(instruction) === null) {
      throw new JourneyError(
        `Instruction ${index + 1} types nothing: give it a value, or put the text in quotes in its prompt`,
      );
    }
  });
  return {
    mode: 'instructions',
    websiteUrl,
    title: 'Written instructions',
    stepTimeoutMs,
    instructions: instructions.map((instruction, index) => ({ ...instruction, step: index + 1 })),
  };
}

/** What a `type` instruction types: its `value`, else the first quoted text of its prompt; null if neither. */
export function typedValue(instruction: Instruction): string | null {
  if (typeof instruction.value === 'string' && instruction.value !== '') return instruction.value;
  return quotedText(instruction.prompt ?? '');
}

/** The first text in straight or curly double or single quotes: `Type "hello" in search` → `hello`. */
export function quotedText(prompt: string): string | null {
  // A single quote opens a quotation only after a space or the start, so that "don't" does not.
  const match = /"([^"]+)"|“([^”]+)”|(?:^|[\s(:])'([^']+)'(?=$|[\s.,;:!?)])|‘([^’]+)’/.exec(prompt);
  return match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? null) : null;
}

/** Every URL the journey navigates to (navigate steps, and any step with a `url`), for the target check. */
export function journeyTargets(spec: JourneySpec): string[] {
  const urls = [spec.websiteUrl];
  if (spec.mode === 'recording') {
    for (const step of spec.steps) {
      const url = (step as { url?: unknown }).url;
      if (typeof url === 'string') urls.push(url);
    }
  }
  return [...new Set(urls)];
}

function clampTimeout(requested: number | null | undefined, limits: AutomationLimits): number {
  if (requested === null || requested === undefined) return limits.defaultStepTimeoutMs;
  return Math.min(Math.max(requested, MIN_STEP_TIMEOUT_MS), limits.maxStepTimeoutMs);
}
