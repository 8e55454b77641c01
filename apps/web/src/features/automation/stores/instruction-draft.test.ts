import { describe, expect, it } from 'vitest';
import {
  draftFromInstruction,
  draftProblem,
  EMPTY_DRAFT,
  instructionFromDraft,
  quotedText,
  type InstructionDraft,
} from './instruction-draft';

describe('instruction drafts', () => {
  it('round-trip through an instruction, trimmed, with the id without its #', () => {
    const draft: InstructionDraft = {
      action: 'type',
      prompt: ' Type "hello" in search ',
      value: 'hello',
      text: 'Search',
      caseSensitive: true,
      css: 'input.search',
      id: '#q',
      dataAttributeName: 'data-testid',
      dataAttributeValue: 'search',
      xpath: '//input',
    };
    const instruction = instructionFromDraft(draft, 3);
    expect(instruction).toEqual({
      step: 3,
      action: 'type',
      prompt: 'Type "hello" in search',
      value: 'hello',
      elementInfo: {
        text: 'Search',
        caseSensitive: true,
        selectors: {
          css: 'input.search',
          id: 'q',
          dataAttribute: { name: 'data-testid', value: 'search' },
          xpath: '//input',
        },
      },
    });
    expect(draftFromInstruction(instruction)).toEqual({
      ...draft,
      prompt: 'Type "hello" in search',
      id: 'q',
    });
  });

  it('drop the value of a click', () => {
    expect(instructionFromDraft({ ...EMPTY_DRAFT, prompt: 'Click', value: 'x' }, 1)).not.toHaveProperty(
      'value',
    );
  });

  it('need a prompt or a way to find the element', () => {
    expect(draftProblem(EMPTY_DRAFT)).toBe(
      'Describe the step in the Prompt, or give the element text or a selector',
    );
    expect(draftProblem({ ...EMPTY_DRAFT, prompt: 'Click the login button' })).toBeNull();
    expect(draftProblem({ ...EMPTY_DRAFT, css: '#login' })).toBeNull();
    expect(draftProblem({ ...EMPTY_DRAFT, prompt: 'x', dataAttributeValue: 'v' })).toBe(
      'Give the data attribute name for its value',
    );
  });

  it('need something to type for a type step: its value or quoted text', () => {
    const type = { ...EMPTY_DRAFT, action: 'type' as const, prompt: 'Type your e-mail' };
    expect(draftProblem(type)).toBe('Enter the text to type in Value, or put it in quotes in the prompt');
    expect(draftProblem({ ...type, value: 'jane@example.com' })).toBeNull();
    expect(draftProblem({ ...type, prompt: 'Type "jane@example.com" in the e-mail field' })).toBeNull();
    expect(quotedText('Type “bonjour” here')).toBe('bonjour');
    expect(quotedText('no quotes')).toBeNull();
  });
});
