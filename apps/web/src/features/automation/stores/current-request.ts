import { buildAutomationRequest, submissionProblem, type BuilderInput } from './build-request';
import { builderStore } from './builder-instance';

/**
 * The automation request the builder would submit now (for saving it as a journey), or the first
 * reason it cannot be submitted yet. The metadata names no user: the server takes the owner from
 * the session when the journey runs.
 */
export function currentBuilderRequest(): { request: unknown } | { problem: string } {
  const state = builderStore().getState();
  const input: BuilderInput = {
    websiteUrl: state.websiteUrl,
    useAI: state.useAI,
    instructions: state.instructions,
    recordingSteps: state.recording?.steps ?? [],
  };
  const problem = submissionProblem(input);
  return problem === null
    ? { request: buildAutomationRequest(input, { userId: null, isPremium: false }) }
    : { problem };
}
