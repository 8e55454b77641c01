import type { AutomationInstruction, InstructionAction } from '../api/automation-types';

/** The instruction form's fields, all plain strings so inputs stay controlled. */
export interface InstructionDraft {
  action: InstructionAction;
  prompt: string;
  /** What a `type` action types; ignored for clicks. */
  value: string;
  text: string;
  caseSensitive: boolean;
  css: string;
  id: string;
  dataAttributeName: string;
  dataAttributeValue: string;
  xpath: string;
}

export const EMPTY_DRAFT: InstructionDraft = {
  action: 'click',
  prompt: '',
  value: '',
  text: '',
  caseSensitive: false,
  css: '',
  id: '',
  dataAttributeName: '',
  dataAttributeValue: '',
  xpath: '',
};

/** A draft made into an instruction of the request, trimmed, numbered `step`. */
export function instructionFromDraft(draft: InstructionDraft, step: number): AutomationInstruction {
  const value = draft.value.trim();
  return {
    step,
    action: draft.action,
    prompt: draft.prompt.trim(),
    ...(draft.action === 'type' && value ? { value } : {}),
    elementInfo: {
      text: draft.text.trim(),
      caseSensitive: draft.caseSensitive,
      selectors: {
        css: draft.css.trim(),
        id: draft.id.trim().replace(/^#/, ''),
        dataAttribute: { name: draft.dataAttributeName.trim(), value: draft.dataAttributeValue.trim() },
        xpath: draft.xpath.trim(),
      },
    },
  };
}

/** The form's fields for editing an instruction. */
export function draftFromInstruction(instruction: AutomationInstruction): InstructionDraft {
  const { elementInfo } = instruction;
  return {
    action: instruction.action,
    prompt: instruction.prompt,
    value: instruction.value ?? '',
    text: elementInfo.text,
    caseSensitive: elementInfo.caseSensitive,
    css: elementInfo.selectors.css,
    id: elementInfo.selectors.id,
    dataAttributeName: elementInfo.selectors.dataAttribute.name,
    dataAttributeValue: elementInfo.selectors.dataAttribute.value,
    xpath: elementInfo.selectors.xpath,
  };
}

/** Text between double (or typographic) quotes in a prompt: what a `type` step types without a value. */
export function quotedText(prompt: string): string | null {
  const match = /"([^"]*)"|“([^”]*)”/.exec(prompt);
  const text = match?.[1] ?? match?.[2];
  return text ? text : null;
}

/**
 * Why a draft cannot be saved, or null. A step needs a prompt or a way to find its element; a
 * data attribute needs its name; a `type` step needs something to type (its Value, or quoted text
 * in the prompt).
 */
export function draftProblem(draft: InstructionDraft): string | null {
  const hasElement = [draft.text, draft.css, draft.id, draft.dataAttributeName, draft.xpath].some(
    (field) => field.trim() !== '',
  );
  if (!draft.prompt.trim() && !hasElement) {
    return 'Describe the step in the Prompt, or give the element text or a selector';
  }
  if (draft.dataAttributeValue.trim() && !draft.dataAttributeName.trim()) {
    return 'Give the data attribute name for its value';
  }
  if (draft.action === 'type' && !draft.value.trim() && !quotedText(draft.prompt)) {
    return 'Enter the text to type in Value, or put it in quotes in the prompt';
  }
  return null;
}
