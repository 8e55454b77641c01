import { selectorToPElementSelector, StepType, type Step } from '@puppeteer/replay';
import type { ElementHandle, Page, SerializedAXNode } from 'puppeteer-core';
import type { Instruction } from '../automation.schemas.js';
import { quotedText, typedValue } from '../journey-spec.js';
import { rankCandidates, type RankedCandidate } from './candidate-ranking.js';
import type { ElementChooser } from './llm-chooser.js';
import { actionableAncestor, describeElement, findByText } from './page-scripts.js';

/** How an instruction found its element. */
export type ResolvedBy = 'selector' | 'text' | 'accessibility' | 'model';

/** A written instruction turned into the Recorder step it performs (exportable as a recording). */
export interface ResolvedInstruction {
  step: Step;
  description: string;
  elementText: string;
  resolvedBy: ResolvedBy;
}

export interface ResolveOptions {
  /** How long to keep looking while the page settles (the per-step timeout). */
  timeoutMs: number;
  /** The model, when one is configured: it only picks among the ranked candidates. */
  chooser?: ElementChooser | null;
  signal?: AbortSignal;
}

interface Found {
  element: ElementHandle;
  resolvedBy: ResolvedBy;
  /** Recorder selectors that found it (given ones, or `aria/…`). */
  selectors: string[];
}

/** The model sees at most this many of the best-ranked candidates. */
const MODEL_CANDIDATES = 20;

/**
 * Finds the element an instruction means on the current page, offline first: the selectors it
 * gives (id, data attribute, CSS, XPath, in that order), then its exact element text (with its
 * case-sensitivity flag; a click's quoted prompt text counts), then the page's accessibility tree
 * ranked by the prompt's words, where a configured model may choose among the candidates. Keeps
 * looking until `timeoutMs`, then throws.
 */
export async function resolveInstruction(
  page: Page,
  instruction: Instruction,
  options: ResolveOptions,
): Promise<ResolvedInstruction> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    options.signal?.throwIfAborted();
    const found = await findTarget(page, instruction, options);
    if (found) return toRecorderStep(instruction, found);
    if (Date.now() >= deadline)
      throw new Error(`no element on the page matches ${describeTarget(instruction)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function findTarget(
  page: Page,
  instruction: Instruction,
  options: ResolveOptions,
): Promise<Found | null> {
  for (const selector of givenSelectors(instruction)) {
    const element = await firstVisible(page, selector);
    if (element) return { element, resolvedBy: 'selector', selectors: [selector] };
  }
  const forTyping = instruction.action === 'type';
  const text =
    instruction.elementInfo?.text?.trim() || (forTyping ? null : quotedText(instruction.prompt ?? ''));
  if (text) {
    const handle = await page.evaluateHandle(
      findByText,
      text,
      instruction.elementInfo?.caseSensitive === true,
      forTyping,
    );
    const element = handle.asElement() as ElementHandle | null;
    if (element) return { element, resolvedBy: 'text', selectors: [] };
    await handle.dispose();
  }
  const prompt = instruction.prompt?.trim();
  return prompt ? fromAccessibilityTree(page, instruction, prompt, options) : null;
}

async function fromAccessibilityTree(
  page: Page,
  instruction: Instruction,
  prompt: string,
  options: ResolveOptions,
): Promise<Found | null> {
  const snapshot = await page.accessibility.snapshot({ interestingOnly: true });
  if (!snapshot) return null;
  // For typing, the quoted text is what to type, not a name to look for.
  const wording =
    instruction.action === 'type' ? prompt.replace(quotedText(prompt) ?? '\u0000', ' ') : prompt;
  const ranked = rankCandidates(wording, instruction.action, flatten(snapshot));
  let chosen: RankedCandidate<SerializedAXNode> | undefined;
  let resolvedBy: ResolvedBy = 'accessibility';
  if (options.chooser && ranked.length > 0) {
    const offered = ranked.slice(0, MODEL_CANDIDATES);
    const index = await options.chooser.choose(
      prompt,
      offered.map((candidate, position) => ({ index: position, role: candidate.role, name: candidate.name })),
      options.signal,
    );
    if (index !== null) {
      chosen = offered[index];
      resolvedBy = 'model';
    }
  }
  chosen ??= ranked[0] && ranked[0].score > 0 ? ranked[0] : undefined;
  if (!chosen) return null;
  const node = await chosen.item.elementHandle();
  if (!node) return null;
  const handle = await node.evaluateHandle(actionableAncestor, instruction.action === 'type');
  const element = handle.asElement() as ElementHandle | null;
  if (!element) return null;
  const aria = `aria/${chosen.name}`;
  const unique = (await page.$$(selectorToPElementSelector(aria)).catch(() => [])).length === 1;
  return { element, resolvedBy, selectors: unique ? [aria] : [] };
}

function flatten(
  node: SerializedAXNode,
  into: Array<{ item: SerializedAXNode; role: string; name: string }> = [],
) {
  into.push({ item: node, role: node.role, name: node.name ?? '' });
  for (const child of node.children ?? []) flatten(child, into);
  return into;
}

/** The instruction's own selectors as Recorder selectors: id, data attribute, CSS, XPath. */
export function givenSelectors(instruction: Instruction): string[] {
  const given = instruction.elementInfo?.selectors;
  if (!given) return [];
  const selectors: string[] = [];
  const id = given.id?.trim();
  if (id) selectors.push(`[id=${cssString(id)}]`);
  const name = given.dataAttribute?.name?.trim();
  if (name && /^[A-Za-z_][\w.-]*$/.test(name)) {
    const attribute = name.startsWith('data-') ? name : `data-${name}`;
    const value = given.dataAttribute?.value;
    selectors.push(value ? `[${attribute}=${cssString(value)}]` : `[${attribute}]`);
  }
  if (given.css?.trim()) selectors.push(given.css.trim());
  if (given.xpath?.trim()) selectors.push(`xpath/${given.xpath.trim()}`);
  return selectors;
}

async function firstVisible(page: Page, selector: string): Promise<ElementHandle | null> {
  const elements = await page.$$(selectorToPElementSelector(selector)).catch(() => []);
  for (const element of elements) {
    if (await element.isVisible().catch(() => false)) return element as ElementHandle;
  }
  return null;
}

async function toRecorderStep(instruction: Instruction, found: Found): Promise<ResolvedInstruction> {
  const element = await found.element.evaluate(describeElement);
  const selectors = [...new Set([...found.selectors, element.css, `xpath/${element.xpath}`])];
  const box = await found.element.boundingBox();
  const prompt = instruction.prompt?.trim() || describeTarget(instruction);
  const step: Step =
    instruction.action === 'type'
      ? {
          type: StepType.Change,
          value: typedValue(instruction) ?? '',
          selectors: selectors.map((selector) => [selector]),
        }
      : {
          type: StepType.Click,
          selectors: selectors.map((selector) => [selector]),
          offsetX: box ? Math.round((box.width / 2) * 10) / 10 : 1,
          offsetY: box ? Math.round((box.height / 2) * 10) / 10 : 1,
        };
  return { step, description: prompt, elementText: element.text, resolvedBy: found.resolvedBy };
}

function describeTarget(instruction: Instruction): string {
  const prompt = instruction.prompt?.trim();
  if (prompt) return `"${prompt}"`;
  const text = instruction.elementInfo?.text?.trim();
  if (text) return `the text "${text}"`;
  return `the selectors ${givenSelectors(instruction).join(', ')}`;
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}
