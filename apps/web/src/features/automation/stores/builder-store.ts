import { createStore, type StoreApi } from 'zustand/vanilla';
import { AutomationApiError } from '../api/automation-api-error';
import type {
  AutomationInstruction,
  AutomationJobAccepted,
  AutomationRequest,
} from '../api/automation-types';
import { AUTOMATION_MESSAGES } from '../messages';
import { parseRecording } from '../recording/parse-recording';
import type { RecorderStep } from '../recording/recorder-steps';
import { buildAutomationRequest, submissionProblem, type Submitter } from './build-request';
import { instructionFromDraft, type InstructionDraft } from './instruction-draft';

/** The recording in use (Recording mode). */
export interface BuilderRecording {
  fileName: string;
  title: string | null;
  steps: RecorderStep[];
}

/** Which instruction the form edits: a new one, or the one numbered `step`. */
export type InstructionEditor = { mode: 'add' } | { mode: 'edit'; step: number } | null;

/** Submission states of specification §4: the button stays disabled on success, not on error. */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; job: AutomationJobAccepted }
  | { status: 'error'; message: string; detail: string | null };

export interface BuilderState {
  websiteUrl: string;
  /** AI mode (written instructions) by default; a loaded recording switches to Recording mode. */
  useAI: boolean;
  instructions: AutomationInstruction[];
  recording: BuilderRecording | null;
  /** Why the last chosen recording file was refused. */
  recordingError: string | null;
  editor: InstructionEditor;
  submission: SubmissionState;
}

export interface BuilderActions {
  setWebsiteUrl(url: string): void;
  /** Reads a recording file's text: Recording mode with its steps, or `recordingError`. */
  loadRecording(fileName: string, text: string): boolean;
  /** Back to AI mode; the recording's steps are dropped. */
  resetRecording(): void;
  openEditor(editor: Exclude<InstructionEditor, null>): void;
  closeEditor(): void;
  /** Adds the draft as the last step, or replaces the step being edited; closes the form. */
  saveInstruction(draft: InstructionDraft): void;
  /** Removes a step and numbers the rest from 1. */
  removeInstruction(step: number): void;
  /** Validates, sends, and returns the queued job (or null, with the reason in `submission`). */
  submit(): Promise<AutomationJobAccepted | null>;
  /** Leaves a finished submission (back to idle), e.g. when the builder is opened again. */
  clearSubmission(): void;
}

export type BuilderStore = BuilderState & BuilderActions;

export interface BuilderDeps {
  send(request: AutomationRequest, submitter: Submitter): Promise<AutomationJobAccepted>;
  submitter(): Submitter;
}

export const INITIAL_BUILDER_STATE: BuilderState = {
  websiteUrl: '',
  useAI: true,
  instructions: [],
  recording: null,
  recordingError: null,
  editor: null,
  submission: { status: 'idle' },
};

const renumber = (instructions: AutomationInstruction[]) =>
  instructions.map((instruction, index) => ({ ...instruction, step: index + 1 }));

/** The automation builder's state (specification §4, "Automation mode"). */
export function createBuilderStore(deps: BuilderDeps): StoreApi<BuilderStore> {
  return createStore<BuilderStore>()((set, get) => ({
    ...INITIAL_BUILDER_STATE,

    setWebsiteUrl: (websiteUrl) => set({ websiteUrl }),

    loadRecording: (fileName, text) => {
      const parsed = parseRecording(text);
      if (!parsed.ok) {
        set({ recordingError: parsed.error });
        return false;
      }
      const { title, steps, startUrl } = parsed.recording;
      set({
        recording: { fileName, title, steps },
        recordingError: null,
        useAI: false,
        editor: null,
        ...(startUrl ? { websiteUrl: startUrl } : {}),
      });
      return true;
    },

    resetRecording: () => set({ recording: null, recordingError: null, useAI: true }),

    openEditor: (editor) => set({ editor }),
    closeEditor: () => set({ editor: null }),

    saveInstruction: (draft) => {
      const { editor, instructions } = get();
      if (editor?.mode === 'edit') {
        set({
          instructions: instructions.map((instruction) =>
            instruction.step === editor.step ? instructionFromDraft(draft, editor.step) : instruction,
          ),
          editor: null,
        });
        return;
      }
      set({
        instructions: [...instructions, instructionFromDraft(draft, instructions.length + 1)],
        editor: null,
      });
    },

    removeInstruction: (step) => {
      const { instructions, editor } = get();
      set({
        instructions: renumber(instructions.filter((instruction) => instruction.step !== step)),
        // The form edits by step number: it closes when its step moves or goes away.
        editor: editor?.mode === 'edit' && editor.step >= step ? null : editor,
      });
    },

    submit: async () => {
      const state = get();
      if (state.submission.status === 'submitting' || state.submission.status === 'success') return null;
      const problem = submissionProblem({
        websiteUrl: state.websiteUrl,
        useAI: state.useAI,
        instructions: state.instructions,
        recordingSteps: state.recording?.steps ?? [],
      });
      if (problem) {
        set({ submission: { status: 'error', message: problem, detail: null } });
        return null;
      }
      const submitter = deps.submitter();
      const request = buildAutomationRequest(
        {
          websiteUrl: state.websiteUrl,
          useAI: state.useAI,
          instructions: state.instructions,
          recordingSteps: state.recording?.steps ?? [],
        },
        submitter,
      );
      set({ submission: { status: 'submitting' } });
      try {
        const job = await deps.send(request, submitter);
        set({ submission: { status: 'success', job } });
        return job;
      } catch (error) {
        set({ submission: submissionError(error) });
        return null;
      }
    },

    clearSubmission: () => set({ submission: { status: 'idle' } }),
  }));
}

function submissionError(error: unknown): SubmissionState {
  if (error instanceof AutomationApiError) {
    return { status: 'error', message: error.message, detail: error.detail };
  }
  const message = error instanceof Error && error.message ? error.message : AUTOMATION_MESSAGES.submitFailed;
  return { status: 'error', message, detail: null };
}
