import { describe, expect, it, vi } from 'vitest';
import { AutomationApiError } from '../api/automation-api-error';
import type { AutomationJobAccepted, AutomationRequest } from '../api/automation-types';
import { createBuilderStore, type BuilderDeps } from './builder-store';
import { EMPTY_DRAFT } from './instruction-draft';

const JOB: AutomationJobAccepted = { jobId: 'job-1', token: 'tok', status: 'queued' };

function setup(deps: Partial<BuilderDeps> = {}) {
  const send = vi.fn<BuilderDeps['send']>(async () => JOB);
  const store = createBuilderStore({
    send,
    submitter: () => ({ userId: null, isPremium: false }),
    ...deps,
  });
  return { store, send, actions: () => store.getState() };
}

const add = (store: ReturnType<typeof setup>['store'], prompt: string) => {
  store.getState().openEditor({ mode: 'add' });
  store.getState().saveInstruction({ ...EMPTY_DRAFT, prompt });
};

const RECORDING = JSON.stringify({
  title: 'Journey',
  steps: [
    { type: 'navigate', url: 'https://shop.example/p/1' },
    { type: 'click', selectors: [['aria/Add to cart']] },
  ],
});

describe('the builder store', () => {
  it('starts in AI mode with nothing entered', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      websiteUrl: '',
      useAI: true,
      instructions: [],
      recording: null,
    });
  });

  it('adds, edits and removes instructions, numbering the rest from 1', () => {
    const { store, actions } = setup();
    add(store, 'one');
    add(store, 'two');
    add(store, 'three');
    expect(actions().instructions.map((i) => [i.step, i.prompt])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ]);
    actions().openEditor({ mode: 'edit', step: 2 });
    actions().saveInstruction({ ...EMPTY_DRAFT, prompt: 'two, edited', action: 'type', value: 'x' });
    expect(actions().instructions[1]).toMatchObject({
      step: 2,
      prompt: 'two, edited',
      action: 'type',
      value: 'x',
    });
    expect(actions().editor).toBeNull();

    actions().removeInstruction(1);
    expect(actions().instructions.map((i) => [i.step, i.prompt])).toEqual([
      [1, 'two, edited'],
      [2, 'three'],
    ]);
    actions().removeInstruction(2);
    expect(actions().instructions.map((i) => [i.step, i.prompt])).toEqual([[1, 'two, edited']]);
  });

  it('closes the form when the step it edits moves', () => {
    const { store, actions } = setup();
    add(store, 'one');
    add(store, 'two');
    actions().openEditor({ mode: 'edit', step: 2 });
    actions().removeInstruction(1);
    expect(actions().editor).toBeNull();
  });

  it('loads a recording: Recording mode, its steps, and its navigate URL as the Website URL', () => {
    const { actions } = setup();
    actions().setWebsiteUrl('https://other.example');
    expect(actions().loadRecording('journey.json', RECORDING)).toBe(true);
    expect(actions()).toMatchObject({
      useAI: false,
      websiteUrl: 'https://shop.example/p/1',
      recording: { fileName: 'journey.json', title: 'Journey' },
      recordingError: null,
    });
    expect(actions().recording?.steps).toHaveLength(2);

    actions().resetRecording();
    expect(actions()).toMatchObject({ useAI: true, recording: null, websiteUrl: 'https://shop.example/p/1' });
  });

  it('keeps the mode and says why when a recording file is refused', () => {
    const { actions } = setup();
    expect(actions().loadRecording('bad.json', '{oops')).toBe(false);
    expect(actions()).toMatchObject({
      useAI: true,
      recording: null,
      recordingError: 'Failed to parse JSON file',
    });
    actions().loadRecording('bad.json', '{"title":"x"}');
    expect(actions().recordingError).toBe('Invalid recording file: missing steps array');
    actions().loadRecording('ok.json', RECORDING);
    expect(actions().recordingError).toBeNull();
  });

  it('refuses to submit with the first validation message and sends nothing', async () => {
    const { actions, send } = setup();
    expect(await actions().submit()).toBeNull();
    expect(actions().submission).toEqual({
      status: 'error',
      message: 'Website URL is required',
      detail: null,
    });
    actions().setWebsiteUrl('https://shop.example');
    await actions().submit();
    expect(actions().submission).toMatchObject({
      message: 'AI instructions are required when using AI mode',
    });
    actions().loadRecording('empty.json', '{"steps": []}');
    await actions().submit();
    expect(actions().submission).toMatchObject({
      message: 'Recording steps are required when using Recording mode',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('submits the request, is busy while sending, and stays done on success', async () => {
    let resolve: (job: AutomationJobAccepted) => void = () => undefined;
    const send = vi.fn<BuilderDeps['send']>(() => new Promise((done) => (resolve = done)));
    const { store, actions } = setup({ send, submitter: () => ({ userId: 'u1', isPremium: true }) });
    actions().setWebsiteUrl('https://shop.example');
    add(store, 'Click the Add to cart button');

    const pending = actions().submit();
    expect(actions().submission).toEqual({ status: 'submitting' });
    expect(await actions().submit()).toBeNull(); // a second click does nothing
    expect(send).toHaveBeenCalledTimes(1);
    const [request, submitter] = send.mock.calls[0] as [AutomationRequest, unknown];
    expect(request).toMatchObject({
      metadata: { isPremium: true, isLoggedIn: true, userID: 'u1' },
      navigation: { websiteUrl: 'https://shop.example', timeoutPerStep: 30000 },
      useAI: true,
      nonAIInstructions: [],
    });
    expect(submitter).toEqual({ userId: 'u1', isPremium: true });

    resolve(JOB);
    expect(await pending).toEqual(JOB);
    expect(actions().submission).toEqual({ status: 'success', job: JOB });
    expect(await actions().submit()).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);

    actions().clearSubmission();
    expect(actions().submission).toEqual({ status: 'idle' });
  });

  it('shows the service error and lets the user try again', async () => {
    const send = vi
      .fn<BuilderDeps['send']>()
      .mockRejectedValueOnce(
        new AutomationApiError('Failed to submit automation request', 400, 'Private addresses are refused'),
      )
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(JOB);
    const { actions } = setup({ send });
    actions().loadRecording('journey.json', RECORDING);
    await actions().submit();
    expect(actions().submission).toEqual({
      status: 'error',
      message: 'Failed to submit automation request',
      detail: 'Private addresses are refused',
    });
    await actions().submit();
    expect(actions().submission).toEqual({ status: 'error', message: 'boom', detail: null });
    expect(await actions().submit()).toEqual(JOB);
    const request = send.mock.calls[2]?.[0];
    expect(request?.useAI).toBe(false);
    expect(request?.instructions).toEqual([]);
    expect(request?.nonAIInstructions.map((step) => step.type)).toEqual(['navigate', 'click']);
  });
});
