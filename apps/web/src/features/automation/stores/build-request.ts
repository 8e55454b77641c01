import {
  DEFAULT_TIMEOUT_PER_STEP_MS,
  type AutomationInstruction,
  type AutomationRequest,
} from '../api/automation-types';
import { AUTOMATION_MESSAGES } from '../messages';
import type { RecorderStep } from '../recording/recorder-steps';

/** What the builder holds that goes into a request. */
export interface BuilderInput {
  websiteUrl: string;
  useAI: boolean;
  instructions: AutomationInstruction[];
  recordingSteps: RecorderStep[];
}

/** Who submits: anonymous, or a signed-in user with their premium flag. */
export interface Submitter {
  userId: string | null;
  isPremium: boolean;
}

/**
 * The first reason the builder cannot submit, in the order of specification §5: the Website URL
 * (required, and a full http(s) address), then the instructions of the mode in use.
 */
export function submissionProblem(input: BuilderInput): string | null {
  const url = input.websiteUrl.trim();
  if (!url) return AUTOMATION_MESSAGES.websiteUrlRequired;
  if (!isHttpUrl(url)) return AUTOMATION_MESSAGES.websiteUrlInvalid;
  if (input.useAI && input.instructions.length === 0) return AUTOMATION_MESSAGES.instructionsRequired;
  if (!input.useAI && input.recordingSteps.length === 0) return AUTOMATION_MESSAGES.recordingStepsRequired;
  return null;
}

/**
 * The automation request of specification §3. Only the mode in use carries steps: written
 * instructions with `useAI: true`, or the recording's steps as `nonAIInstructions`. The premium
 * flag is informative: the server takes limits from the stored user, never from the request.
 */
export function buildAutomationRequest(
  input: BuilderInput,
  submitter: Submitter,
  timeoutPerStep: number = DEFAULT_TIMEOUT_PER_STEP_MS,
): AutomationRequest {
  return {
    metadata: {
      isPremium: submitter.userId !== null && submitter.isPremium,
      isLoggedIn: submitter.userId !== null,
      userID: submitter.userId,
    },
    navigation: { websiteUrl: input.websiteUrl.trim(), timeoutPerStep },
    instructions: input.useAI
      ? input.instructions.map((instruction, index) => ({ ...instruction, step: index + 1 }))
      : [],
    useAI: input.useAI,
    nonAIInstructions: input.useAI ? [] : input.recordingSteps,
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
