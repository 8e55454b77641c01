import type { AutomationRequestInput } from '@tagproof/contracts';
import type { RecorderStep } from '../recording/recorder-steps';

/** What an instruction does on the page (specification §3). */
export type InstructionAction = 'click' | 'type';

/** How the runner finds an instruction's element; empty strings mean "not given". */
export interface ElementInfo {
  text: string;
  caseSensitive: boolean;
  selectors: {
    css: string;
    id: string;
    dataAttribute: { name: string; value: string };
    xpath: string;
  };
}

/**
 * A written instruction of the automation request. `value` is what a `type` action types; without
 * it the runner types the quoted text of the prompt (DESIGN.md, Decisions → Automation).
 */
export interface AutomationInstruction {
  step: number;
  action: InstructionAction;
  prompt: string;
  value?: string;
  elementInfo: ElementInfo;
}

/**
 * The body of `POST /api/automation` (specification §3, "Automation request payload") as the builder
 * fills it in: the contract's request (`@tagproof/contracts`) with every field given.
 */
export interface AutomationRequest extends AutomationRequestInput {
  metadata: { isPremium: boolean; isLoggedIn: boolean; userID: string | null };
  navigation: { websiteUrl: string; timeoutPerStep: number };
  instructions: AutomationInstruction[];
  useAI: boolean;
  nonAIInstructions: RecorderStep[];
}

/** The 202 answer of `POST /api/automation` (DESIGN.md, External contracts). */
export interface AutomationJobAccepted {
  jobId: string;
  /** Lets a viewer who is not signed in read the results (`?token=`). */
  token: string;
  status: string;
}

/**
 * The answer of `GET /api/automation/results/:jobId` as received: its status drives the page (an
 * unknown one is shown as it is); its known parts are parsed with the contract's job view
 * (`results/read-result.ts`).
 */
export interface AutomationResultsBody {
  status: string;
  error?: unknown;
  result?: unknown;
  [field: string]: unknown;
}

/** Default per-step timeout of an automation request (specification §9). */
export const DEFAULT_TIMEOUT_PER_STEP_MS = 30_000;
