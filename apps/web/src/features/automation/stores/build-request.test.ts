import { describe, expect, it } from 'vitest';
import type { AutomationInstruction } from '../api/automation-types';
import { buildAutomationRequest, submissionProblem, type BuilderInput } from './build-request';
import { EMPTY_DRAFT, instructionFromDraft } from './instruction-draft';

const click: AutomationInstruction = instructionFromDraft(
  { ...EMPTY_DRAFT, prompt: 'Click the Add to cart button', text: 'Add to cart' },
  1,
);
const aiInput: BuilderInput = {
  websiteUrl: ' https://shop.example/ ',
  useAI: true,
  instructions: [click],
  recordingSteps: [],
};

describe('submissionProblem (specification §5, in order)', () => {
  it('needs the Website URL first', () => {
    expect(submissionProblem({ ...aiInput, websiteUrl: '  ', instructions: [] })).toBe(
      'Website URL is required',
    );
  });

  it('needs a full http(s) address', () => {
    expect(submissionProblem({ ...aiInput, websiteUrl: 'shop.example' })).toBe(
      'Enter a full web address starting with http:// or https://',
    );
    expect(submissionProblem({ ...aiInput, websiteUrl: 'ftp://shop.example' })).toBe(
      'Enter a full web address starting with http:// or https://',
    );
  });

  it('needs instructions in AI mode and recording steps in Recording mode', () => {
    expect(submissionProblem({ ...aiInput, instructions: [] })).toBe(
      'AI instructions are required when using AI mode',
    );
    expect(submissionProblem({ ...aiInput, useAI: false })).toBe(
      'Recording steps are required when using Recording mode',
    );
    expect(submissionProblem(aiInput)).toBeNull();
    expect(
      submissionProblem({ ...aiInput, useAI: false, instructions: [], recordingSteps: [{ type: 'click' }] }),
    ).toBeNull();
  });
});

describe('buildAutomationRequest (specification §3)', () => {
  it('builds an AI-mode request for an anonymous user', () => {
    expect(buildAutomationRequest(aiInput, { userId: null, isPremium: true })).toEqual({
      metadata: { isPremium: false, isLoggedIn: false, userID: null },
      navigation: { websiteUrl: 'https://shop.example/', timeoutPerStep: 30000 },
      instructions: [
        {
          step: 1,
          action: 'click',
          prompt: 'Click the Add to cart button',
          elementInfo: {
            text: 'Add to cart',
            caseSensitive: false,
            selectors: { css: '', id: '', dataAttribute: { name: '', value: '' }, xpath: '' },
          },
        },
      ],
      useAI: true,
      nonAIInstructions: [],
    });
  });

  it('builds a Recording-mode request for a signed-in premium user, without the written instructions', () => {
    const steps = [
      { type: 'navigate' as const, url: 'https://shop.example/' },
      { type: 'click' as const, selectors: [['aria/Add to cart']] },
    ];
    const request = buildAutomationRequest(
      { ...aiInput, useAI: false, recordingSteps: steps },
      { userId: 'u1', isPremium: true },
    );
    expect(request.metadata).toEqual({ isPremium: true, isLoggedIn: true, userID: 'u1' });
    expect(request.useAI).toBe(false);
    expect(request.instructions).toEqual([]);
    expect(request.nonAIInstructions).toEqual(steps);
  });

  it('numbers the steps from 1 in order and carries the value of a type step', () => {
    const type = instructionFromDraft(
      {
        ...EMPTY_DRAFT,
        action: 'type',
        prompt: 'Type the e-mail',
        value: ' jane@example.com ',
        css: '#email',
      },
      7,
    );
    const request = buildAutomationRequest(
      { ...aiInput, instructions: [type, { ...click, step: 9 }] },
      {
        userId: 'u1',
        isPremium: false,
      },
    );
    expect(request.instructions.map((instruction) => instruction.step)).toEqual([1, 2]);
    expect(request.instructions[0]).toMatchObject({ action: 'type', value: 'jane@example.com' });
    expect(request.instructions[0]?.elementInfo.selectors.css).toBe('#email');
    expect(request.instructions[1]).not.toHaveProperty('value');
    expect(request.metadata).toEqual({ isPremium: false, isLoggedIn: true, userID: 'u1' });
  });
});
